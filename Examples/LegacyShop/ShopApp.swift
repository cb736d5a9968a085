import Foundation
import Wilddog

@main
struct ShopApp {
    static func main() {
        Wilddog.defaultConfig().persistenceEnabled = true
        let shop = Wilddog(url: "https://shop-demo.wilddogio.com/shop")
        let accounts = AccountService(ref: shop.root)
        accounts.signIn(email: "ann@example.com", password: "secret")
        let catalog = Catalog(shop: shop)
        catalog.load(category: "books", maxPrice: 30)
        catalog.reserve(sku: "b-42", quantity: 2)
        print("shop \(shop.key) under \(shop.parent.key.isEmpty ? "/" : shop.parent.key), \(accounts.summary)")
        Wilddog.goOnline()
    }
}
