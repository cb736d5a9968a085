import Foundation
internal import WilddogEngine

/// Immutable data at a location at one moment, handed to event and transaction blocks.
#if canImport(ObjectiveC)
@objc(WDataSnapshot)
#endif
public class WDataSnapshot: NSObject {
    let snapshot: EventSnapshot
    let runtime: AppRuntime

    init(_ snapshot: EventSnapshot, runtime: AppRuntime) {
        self.snapshot = snapshot
        self.runtime = runtime
    }

    /// The snapshot of a relative path below this one; empty (value `NSNull()`) without data there.
    ///
    /// An invalid path logs the SDK message and yields an empty snapshot.
    public func childSnapshotForPath(_ childPathString: String) -> WDataSnapshot {
        WDataSnapshot(snapshot.child(pathString: childPathString, method: "childSnapshotForPath:", argument: "childPathString"),
                      runtime: runtime)
    }

    /// True if non-empty data exists at the relative path (false for an invalid path, logged).
    public func hasChild(_ childPathString: String) -> Bool {
        snapshot.hasChild(pathString: childPathString, method: "hasChild:", argument: "childPathString")
    }

    /// True if this snapshot is a non-empty object.
    public func hasChildren() -> Bool { snapshot.hasChildren }

    /// True if this snapshot contains non-null data.
    public func exists() -> Bool { snapshot.exists }

    /// The data including priorities (`.value` / `.priority` keys); arrays are never produced.
    public func valueInExportFormat() -> Any? { snapshot.node.exportValue }

    /// The data as Foundation values; `NSNull()` when the location is empty.
    public var value: Any? { snapshot.node.value }

    /// The number of direct children.
    public var childrenCount: UInt { UInt(snapshot.childrenCount) }

    /// The reference to the location this snapshot was taken from.
    public var ref: Wilddog { Wilddog(core: FacadeQuery(binding: .legacy(runtime), path: snapshot.path)) }

    /// The key of that location; "" for the root.
    public var key: String { snapshot.key }

    /// The direct children as `WDataSnapshot`s, in the query's order.
    public var children: NSEnumerator {
        NSArray(array: snapshot.children.map { WDataSnapshot($0, runtime: runtime) }).objectEnumerator()
    }

    /// The priority (NSNumber or String); nil when none is set.
    public var priority: Any? { snapshot.priorityValue }
}
