#if canImport(ObjectiveC)
import Dispatch
import Foundation

/// The Objective-C interface of `WConfig` (WConfig.h of the 1.x SDK).
extension WConfig {
    @available(swift, obsoleted: 1) @objc(persistenceEnabled) public var __persistenceEnabled: Bool {
        get { persistenceEnabled }
        set { persistenceEnabled = newValue }
    }

    @available(swift, obsoleted: 1) @objc(persistenceCacheSizeBytes) public var __persistenceCacheSizeBytes: UInt {
        get { persistenceCacheSizeBytes }
        set { persistenceCacheSizeBytes = newValue }
    }

    @available(swift, obsoleted: 1) @objc(callbackQueue) public var __callbackQueue: DispatchQueue {
        get { callbackQueue }
        set { callbackQueue = newValue }
    }
}
#endif
