import Foundation
internal import WilddogEngine

/// Immutable copy of the data at a location, handed to observe and transaction blocks.
#if canImport(ObjectiveC)
@objc(WDGDataSnapshot)
#endif
public class WDGDataSnapshot: NSObject {
    let snapshot: EventSnapshot
    private let database: WDGSync

    init(_ snapshot: EventSnapshot, sync: WDGSync) {
        self.snapshot = snapshot
        self.database = sync
    }

    /// The data as Foundation values; `NSNull()` for an empty location.
    public var value: Any? { snapshot.node.value }

    /// Number of direct children.
    public var childrenCount: UInt { UInt(snapshot.childrenCount) }

    /// The reference this snapshot belongs to.
    public var ref: WDGSyncReference { WDGSyncReference(sync: database, path: snapshot.path) }

    /// Key of the node; "" for the root.
    public var key: String { snapshot.key }

    /// Enumerator of the direct children as `WDGDataSnapshot`s, in query order.
    public var children: NSEnumerator {
        NSArray(array: snapshot.children.map { WDGDataSnapshot($0, sync: database) }).objectEnumerator()
    }

    /// The node's priority (NSNumber or NSString); nil when none.
    public var priority: Any? { snapshot.priorityValue }

    /// Snapshot of the relative path; empty when there is no data there (or the path is
    /// invalid, which is logged).
    public func childSnapshot(forPath childPathString: String) -> WDGDataSnapshot {
        WDGDataSnapshot(snapshot.child(pathString: childPathString, method: "childSnapshotForPath:"), sync: database)
    }

    /// True if non-empty data exists at the relative path (false, logged, for an invalid path).
    public func hasChild(_ childPathString: String) -> Bool {
        snapshot.hasChild(pathString: childPathString, method: "hasChild:")
    }

    /// True if the snapshot has children.
    public func hasChildren() -> Bool { snapshot.hasChildren }

    /// True if the snapshot contains data.
    public func exists() -> Bool { snapshot.exists }

    /// All contents including priorities (`.value`/`.priority` keys); arrays are not converted.
    public func valueInExportFormat() -> Any? { snapshot.node.exportValue }
}
