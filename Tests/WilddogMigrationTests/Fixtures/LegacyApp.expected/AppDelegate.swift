import UIKit
import WilddogSync
import WilddogCore

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        WDGApp.configure(with: WDGOptions(syncURL: "https://swift-chat.wilddogio.com"))
        WDGApp.configure(withName: "analytics_demo", options: WDGOptions(syncURL: "https://analytics-demo.wilddogio.com"))
        WDGSync.setLoggingEnabled(true)
        WDGSync.sync().persistenceEnabled = true
        WDGSync.sync().callbackQueue = DispatchQueue.main
        let version = WDGSync.sdkVersion()
        print("Wilddog SDK \(version)")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        WDGSyncReference.goOffline()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        WDGSyncReference.goOnline()
    }
}
