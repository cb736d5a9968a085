import UIKit
import Wilddog

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Wilddog.setLoggingEnabled(true)
        Wilddog.defaultConfig().persistenceEnabled = true
        Wilddog.defaultConfig().callbackQueue = DispatchQueue.main
        let version = Wilddog.sdkVersion()
        print("Wilddog SDK \(version)")
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        Wilddog.goOffline()
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        Wilddog.goOnline()
    }
}
