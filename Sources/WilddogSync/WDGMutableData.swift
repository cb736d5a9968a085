import Foundation
internal import WilddogEngine

/// Data handed to a transaction block; pass it to `WDGTransactionResult.success(withValue:)`.
///
/// Setting an invalid value or priority (a non-JSON object, NaN, a Bool priority…) is logged
/// and leaves the data unchanged; the transaction then aborts with 26106 `invalidParameters`
/// and the validation message, instead of committing data the block did not mean.
#if canImport(ObjectiveC)
@objc(WDGMutableData)
#endif
public class WDGMutableData: NSObject {
    /// The node and its run (the engine's facade core).
    let core: FacadeMutableData

    init(_ engine: MutableData, run: TransactionRun) {
        self.core = FacadeMutableData(engine, run: run)
    }

    private init(core: FacadeMutableData) {
        self.core = core
    }

    /// The edited data.
    var engine: MutableData { core.data }

    /// The data (`NSNull()` when empty); setting it (nil/`NSNull()` deletes) clears the priority.
    public var value: Any? {
        get { engine.node.value }
        set { core.setValue(newValue, method: "setValue:") }
    }

    /// The priority (NSNumber or NSString); nil/`NSNull()` removes it.
    public var priority: Any? {
        get { engine.node.priority?.foundationValue }
        set { core.setPriority(newValue, method: "setPriority:") }
    }

    /// Number of direct children.
    public var childrenCount: UInt { UInt(engine.node.childCount) }

    /// Enumerator of the direct children as `WDGMutableData`s, in priority order.
    public var children: NSEnumerator {
        NSArray(array: core.children.map(WDGMutableData.init(core:))).objectEnumerator()
    }

    /// Key of this node; nil for the top node.
    public var key: String? { engine.key }

    /// True if this data has children.
    public func hasChildren() -> Bool { engine.hasChildren }

    /// True if data exists at the relative path; false (logged) for an invalid path.
    public func hasChild(atPath path: String) -> Bool {
        engine.hasChild(pathString: path, method: "hasChildAtPath:")
    }

    /// Mutable data at the relative path; changes write through to this data.
    ///
    /// For an invalid path the result reads as empty and every change to it is rejected.
    public func childData(byAppendingPath path: String) -> WDGMutableData {
        WDGMutableData(core: core.child(path, method: "childDataByAppendingPath:", rules: .current))
    }
}
