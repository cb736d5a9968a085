#if canImport(ObjectiveC)
import Dispatch
import Foundation

/// The Objective-C interface of `WDGSync` (WDGSync.h of the 2.x SDK): one-line forwards to the
/// Swift members, hidden from Swift. Built only where Objective-C is.
extension WDGSync {
    @discardableResult @available(swift, obsoleted: 1) @objc(sync) public class func __sync() -> WDGSync { sync() }
    @discardableResult @available(swift, obsoleted: 1) @objc(syncForApp:) public class func __sync(forApp app: WDGApp) -> WDGSync { sync(app: app) }

    @available(swift, obsoleted: 1) @objc(app) public var __app: WDGApp? { app }

    @discardableResult @available(swift, obsoleted: 1) @objc(reference) public func __reference() -> WDGSyncReference { reference() }
    @discardableResult @available(swift, obsoleted: 1) @objc(referenceWithPath:)
    public func __reference(withPath path: String) -> WDGSyncReference { reference(withPath: path) }
    @discardableResult @available(swift, obsoleted: 1) @objc(referenceFromURL:)
    public func __reference(fromURL syncUrl: String) -> WDGSyncReference { reference(fromURL: syncUrl) }
    @available(swift, obsoleted: 1) @objc(goOffline) public func __goOffline() { goOffline() }
    @available(swift, obsoleted: 1) @objc(goOnline) public func __goOnline() { goOnline() }

    @available(swift, obsoleted: 1) @objc(persistenceEnabled) public var __persistenceEnabled: Bool {
        get { persistenceEnabled }
        set { persistenceEnabled = newValue }
    }

    @available(swift, obsoleted: 1) @objc(callbackQueue) public var __callbackQueue: DispatchQueue {
        get { callbackQueue }
        set { callbackQueue = newValue }
    }

    @available(swift, obsoleted: 1) @objc(setLoggingEnabled:)
    public class func __setLoggingEnabled(_ enabled: Bool) { setLoggingEnabled(enabled) }
    @discardableResult @available(swift, obsoleted: 1) @objc(sdkVersion) public class func __sdkVersion() -> String { sdkVersion() }
}
#endif
