#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGMutableData` (WDGMutableData.h of the 2.x SDK): one-line
/// forwards to the Swift members, hidden from Swift. Built only where Objective-C is.
extension WDGMutableData {
    @discardableResult @available(swift, obsoleted: 1) @objc(hasChildren) public func __hasChildren() -> Bool { hasChildren() }
    @discardableResult @available(swift, obsoleted: 1) @objc(hasChildAtPath:)
    public func __hasChildAtPath(_ path: String) -> Bool { hasChild(atPath: path) }

    @discardableResult @available(swift, obsoleted: 1) @objc(childDataByAppendingPath:)
    public func __childDataByAppendingPath(_ path: String) -> WDGMutableData { childData(byAppendingPath: path) }

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
