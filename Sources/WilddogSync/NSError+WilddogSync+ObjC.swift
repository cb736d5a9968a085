#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of the `NSError (WilddogSync)` category (WDGSyncErrors.h of the 2.x SDK).
extension NSError {
    @discardableResult @available(swift, obsoleted: 1) @objc(WDGSync_errorCode)
    public func __WDGSync_errorCode() -> WDGSyncErrorCode { wdgSync_errorCode() }
}
#endif
