import Foundation

/// Configuration parameters of Sync and Auth: the Sync root URL of one Wilddog app.
#if canImport(ObjectiveC)
@objc(WDGOptions)
#endif
public class WDGOptions: NSObject {
    /// The Sync root URL given at creation, e.g. `https://<appId>.wilddogio.com`.
    public let syncURL: String

    /// Creates options for the Sync root URL; the appId (first label of the host) also
    /// identifies the Auth app.
    public init(syncURL: String) {
        self.syncURL = syncURL
    }
}
