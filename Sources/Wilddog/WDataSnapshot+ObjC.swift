#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDataSnapshot` (WDataSnapshot.h of the 1.x SDK): one-line
/// forwards to the Swift members, hidden from Swift. Built only where Objective-C is.
extension WDataSnapshot {
    @discardableResult @available(swift, obsoleted: 1) @objc(childSnapshotForPath:)
    public func __childSnapshotForPath(_ childPathString: String) -> WDataSnapshot { childSnapshotForPath(childPathString) }

    @discardableResult @available(swift, obsoleted: 1) @objc(hasChild:)
    public func __hasChild(_ childPathString: String) -> Bool { hasChild(childPathString) }
    @discardableResult @available(swift, obsoleted: 1) @objc(hasChildren) public func __hasChildren() -> Bool { hasChildren() }
    @discardableResult @available(swift, obsoleted: 1) @objc(exists) public func __exists() -> Bool { exists() }
    @discardableResult @available(swift, obsoleted: 1) @objc(valueInExportFormat)
    public func __valueInExportFormat() -> Any? { valueInExportFormat() }

    @available(swift, obsoleted: 1) @objc(value) public var __value: Any? { value }
    @available(swift, obsoleted: 1) @objc(childrenCount) public var __childrenCount: UInt { childrenCount }
    @available(swift, obsoleted: 1) @objc(ref) public var __ref: Wilddog { ref }
    @available(swift, obsoleted: 1) @objc(key) public var __key: String { key }
    @available(swift, obsoleted: 1) @objc(children) public var __children: NSEnumerator { children }
    @available(swift, obsoleted: 1) @objc(priority) public var __priority: Any? { priority }
}
#endif
