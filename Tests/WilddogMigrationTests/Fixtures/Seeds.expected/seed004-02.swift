import WilddogSync

var ref = WDGSync.sync().reference(withPath: "web/saving-data/wildblog")
