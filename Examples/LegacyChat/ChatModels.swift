import Foundation
import Wilddog

typealias MessageBlock = (ChatMessage) -> Void
typealias RoomRef = Wilddog

struct ChatMessage {
    let id: String
    let room: String
    let author: String
    let text: String
    let sentAt: Double?

    /// Builds a message from a `ChildAdded` snapshot of `rooms/<room>/messages`.
    init?(snapshot: WDataSnapshot) {
        guard let value = snapshot.value as? [String: Any],
              let author = value["author"] as? String,
              let text = value["text"] as? String else { return nil }
        id = snapshot.key
        room = snapshot.ref.parent.parent.key
        self.author = author
        self.text = text
        sentAt = value["sentAt"] as? Double
    }
}

extension WDataSnapshot {
    /// The string at `path`, or nil when absent.
    func string(at path: String) -> String? {
        return childSnapshotForPath(path).value as? String
    }

    var childSnapshots: [WDataSnapshot] {
        var result: [WDataSnapshot] = []
        for child in children {
            let s = child as! WDataSnapshot
            result.append(s)
        }
        return result
    }
}

extension Wilddog {
    func messages(of room: String) -> Wilddog {
        return childByAppendingPath("rooms").childByAppendingPath(room).childByAppendingPath("messages")
    }

    var isRoot: Bool { return key.isEmpty }
}

/// Decodes every child of a snapshot with `make`, skipping those it rejects.
func decodeAll<T>(_ snapshot: WDataSnapshot, _ make: (WDataSnapshot) -> T?) -> [T] {
    var items: [T] = []
    let enumerator = snapshot.children
    while let next = enumerator.nextObject() as? WDataSnapshot {
        if let item = make(next) { items.append(item) }
    }
    return items
}

func describe(_ event: WEventType) -> String {
    switch event {
    case .ChildAdded: return "added"
    case .ChildRemoved: return "removed"
    case .ChildChanged: return "changed"
    case .ChildMoved: return "moved"
    case .Value: return "value"
    }
}
