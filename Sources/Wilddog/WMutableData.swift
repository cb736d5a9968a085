import Foundation
internal import WilddogEngine

/// The data a transaction block edits; pass it to `WTransactionResult.successWithValue(_:)` to save it.
///
/// Bad input cannot throw through the property setters: it is logged and recorded, nothing is
/// changed, and the transaction then fails with that error (`OperationFailed`).
#if canImport(ObjectiveC)
@objc(WMutableData)
#endif
public class WMutableData: NSObject {
    /// The node and its run (the engine's facade core).
    let core: FacadeMutableData

    init(_ data: MutableData, run: TransactionRun) {
        self.core = FacadeMutableData(data, run: run)
    }

    private init(core: FacadeMutableData) {
        self.core = core
    }

    /// The edited data.
    var data: MutableData { core.data }

    /// True if the current data has children.
    public func hasChildren() -> Bool { data.hasChildren }

    /// True if data exists at the relative path (false for an invalid path, logged).
    public func hasChildAtPath(_ path: String) -> Bool {
        data.hasChild(pathString: path, method: "hasChildAtPath:", argument: "childPathString")
    }

    /// Mutable data for a relative path; modifying it modifies this data.
    public func childDataByAppendingPath(_ path: String) -> WMutableData {
        WMutableData(core: core.child(path, method: "childDataByAppendingPath:", rules: .legacy))
    }

    /// The current data (`NSNull()` when empty); setting it clears this node's priority and
    /// nil/`NSNull()` deletes.
    public var value: Any? {
        get { data.node.value }
        set { core.setValue(newValue, method: "WMutableData setValue:") }
    }

    /// The priority (NSNumber or String, nil when none); set nil/`NSNull()` to remove it.
    public var priority: Any? {
        get { data.node.priority?.foundationValue }
        set { core.setPriority(newValue, method: "WMutableData setPriority:") }
    }

    /// The number of direct children.
    public var childrenCount: UInt { UInt(data.node.childCount) }

    /// The direct children as `WMutableData`s, in priority order.
    public var children: NSEnumerator {
        NSArray(array: core.children.map(WMutableData.init(core:))).objectEnumerator()
    }

    /// The key of this node; nil for the top node of the transaction.
    public var key: String? { data.key }
}
