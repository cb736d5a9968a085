import Foundation

/// Server-value placeholders, replaced by the server when the write is applied.
#if canImport(ObjectiveC)
@objc(WDGServerValue)
#endif
public class WDGServerValue: NSObject {
    private override init() {}

    /// `[".sv": "timestamp"]`: written as a value or priority, the server replaces it with its
    /// time in milliseconds since the Unix epoch.
    public class func timestamp() -> [AnyHashable: Any] {
        [".sv": "timestamp"]
    }
}
