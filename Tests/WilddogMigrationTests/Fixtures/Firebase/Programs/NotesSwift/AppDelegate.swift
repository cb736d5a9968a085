import Foundation
import WilddogCore
import WilddogSync
import WilddogAuth

/// A 2.x notes app in another style (written for the Firebase loop): an app delegate, a service that
/// stores handles in a dictionary, closures with capture lists and shorthand arguments.
final class AppDelegate {
    let store = NoteStore()

    func application(_ application: Any?, didFinishLaunchingWithOptions launchOptions: [String: Any]?) -> Bool {
        let options = WDGOptions(syncURL: "https://notes-demo.wilddogio.com")
        WDGApp.configure(with: options)
        WDGSync.sync().callbackQueue = DispatchQueue(label: "notes")
        store.start()
        return true
    }
}
