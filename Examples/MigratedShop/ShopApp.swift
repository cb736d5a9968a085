import Foundation
import WilddogSync
import WilddogCore

@main
struct ShopApp {
    static func main() {
        WDGApp.configure(with: WDGOptions(syncURL: "https://shop-demo.wilddogio.com"))
        WDGSync.sync().persistenceEnabled = true
        let shop = WDGSync.sync().reference(withPath: "shop")
        let accounts = AccountService(ref: shop.root)
        accounts.signIn(email: "ann@example.com", password: "secret")
        let catalog = Catalog(shop: shop)
        catalog.load(category: "books", maxPrice: 30)
        catalog.reserve(sku: "b-42", quantity: 2)
        print("shop \(shop.key) under \((shop.parent ?? shop.root).key.isEmpty ? "/" : (shop.parent ?? shop.root).key), \(accounts.summary)")
        WDGSyncReference.goOnline()
    }
}
