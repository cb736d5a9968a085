Wilddog *ref = [[Wilddog alloc] initWithUrl:@"https://docs-examples.wilddogio.com/web/saving-data/wildblog"];
