import Foundation
import WilddogCore
import WilddogSync

/// A 2.x shop app (written for the Firebase loop): its entry point configures the default app and a
/// second app that holds analytics events.
@main
struct ShopApp {
    static func main() {
        WDGApp.configure(with: WDGOptions(syncURL: "https://fire-shop.wilddogio.com"))
        WDGApp.configure(withName: "analytics", options: WDGOptions(syncURL: "https://fire-stats.wilddogio.com"))
        WDGSync.sync().persistenceEnabled = true
        WDGSync.setLoggingEnabled(false)
        if let app = WDGApp.defaultApp() {
            print("default app \(app.name) at \(app.options.syncURL)")
        }
        print("\(WDGApp.allApps()?.count ?? 0) apps, SDK \(WDGSync.sdkVersion())")
        let session = SessionStore()
        let inventory = Inventory(cache: Database())
        session.start()
        inventory.watch()
        inventory.record(event: "launch")
    }
}
