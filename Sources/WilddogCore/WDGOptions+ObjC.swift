#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGOptions` (WDGOptions.h of the 2.x SDK).
extension WDGOptions {
    @available(swift, obsoleted: 1) @objc(initWithSyncURL:)
    public convenience init(__syncURL syncURL: String) { self.init(syncURL: syncURL) }
    @available(swift, obsoleted: 1) @objc(syncURL) public var __syncURL: String { syncURL }
}
#endif
