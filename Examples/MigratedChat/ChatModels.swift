import Foundation
import WilddogSync

typealias MessageBlock = (ChatMessage) -> Void
typealias RoomRef = WDGSyncReference

struct ChatMessage {
    let id: String
    let room: String
    let author: String
    let text: String
    let sentAt: Double?

    /// Builds a message from a `ChildAdded` snapshot of `rooms/<room>/messages`.
    init?(snapshot: WDGDataSnapshot) {
        guard let value = snapshot.value as? [String: Any],
              let author = value["author"] as? String,
              let text = value["text"] as? String else { return nil }
        id = snapshot.key
        room = ((snapshot.ref.parent ?? snapshot.ref.root).parent ?? (snapshot.ref.parent ?? snapshot.ref.root).root).key
        self.author = author
        self.text = text
        sentAt = value["sentAt"] as? Double
    }
}

extension WDGDataSnapshot {
    /// The string at `path`, or nil when absent.
    func string(at path: String) -> String? {
        return childSnapshot(forPath: path).value as? String
    }

    var childSnapshots: [WDGDataSnapshot] {
        var result: [WDGDataSnapshot] = []
        for child in children {
            let s = child as! WDGDataSnapshot
            result.append(s)
        }
        return result
    }
}

extension WDGSyncReference {
    func messages(of room: String) -> WDGSyncReference {
        return child("rooms").child(room).child("messages")
    }

    var isRoot: Bool { return key.isEmpty }
}

/// Decodes every child of a snapshot with `make`, skipping those it rejects.
func decodeAll<T>(_ snapshot: WDGDataSnapshot, _ make: (WDGDataSnapshot) -> T?) -> [T] {
    var items: [T] = []
    let enumerator = snapshot.children
    while let next = enumerator.nextObject() as? WDGDataSnapshot {
        if let item = make(next) { items.append(item) }
    }
    return items
}

func describe(_ event: WDGDataEventType) -> String {
    switch event {
    case .childAdded: return "added"
    case .childRemoved: return "removed"
    case .childChanged: return "changed"
    case .childMoved: return "moved"
    case .value: return "value"
    }
}
