var ref = Wilddog(url: "https://docs-examples.wilddogio.com/web/saving-data/wildblog")
