#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGApp` (WDGApp.h of the 2.x SDK): one-line forwards to the
/// Swift members, hidden from Swift. Built only where Objective-C is.
extension WDGApp {
    @available(swift, obsoleted: 1) @objc(configureWithOptions:)
    public class func __configure(with options: WDGOptions) { configure(with: options) }

    @available(swift, obsoleted: 1) @objc(configureWithName:options:)
    public class func __configure(withName name: String, options: WDGOptions) { configure(withName: name, options: options) }

    @discardableResult @available(swift, obsoleted: 1) @objc(defaultApp) public class func __defaultApp() -> WDGApp? { defaultApp() }

    /// The registered app itself (as in the SDK), not a new handle like the Swift `init?(named:)`.
    @discardableResult @available(swift, obsoleted: 1) @objc(appNamed:)
    public class func __appNamed(_ name: String) -> WDGApp? { allApps()?[name] as? WDGApp }

    @discardableResult @available(swift, obsoleted: 1) @objc(allApps) public class func __allApps() -> [AnyHashable: Any]? { allApps() }
    @available(swift, obsoleted: 1) @objc(deleteApp:)
    public func __deleteApp(_ completion: @escaping WDGAppVoidBoolCallback) { delete(completion) }

    @available(swift, obsoleted: 1) @objc(name) public var __name: String { name }
    @available(swift, obsoleted: 1) @objc(options) public var __options: WDGOptions { options }
}
#endif
