#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WMutableData` (WMutableData.h of the 1.x SDK): one-line
/// forwards to the Swift members, hidden from Swift. Built only where Objective-C is.
extension WMutableData {
    @discardableResult @available(swift, obsoleted: 1) @objc(hasChildren) public func __hasChildren() -> Bool { hasChildren() }
    @discardableResult @available(swift, obsoleted: 1) @objc(hasChildAtPath:)
    public func __hasChildAtPath(_ path: String) -> Bool { hasChildAtPath(path) }

    @discardableResult @available(swift, obsoleted: 1) @objc(childDataByAppendingPath:)
    public func __childDataByAppendingPath(_ path: String) -> WMutableData { childDataByAppendingPath(path) }

    @available(swift, obsoleted: 1) @objc(value) public var __value: Any? {
        get { value }
        set { value = newValue }
    }

    @available(swift, obsoleted: 1) @objc(priority) public var __priority: Any? {
        get { priority }
        set { priority = newValue }
    }

    @available(swift, obsoleted: 1) @objc(childrenCount) public var __childrenCount: UInt { childrenCount }
    @available(swift, obsoleted: 1) @objc(children) public var __children: NSEnumerator { children }
    @available(swift, obsoleted: 1) @objc(key) public var __key: String? { key }
}
#endif
