import Foundation
import Wilddog

/// A leaderboard that logs every change with the key, the parent and the event type in the text.
final class ScoreBoard {
    let ref: Wilddog
    var lastEvent: WEventType = .Value
    var handles: [WilddogHandle] = []
    var lines: [String] = []

    init(ref: Wilddog) { self.ref = ref }

    func describe(_ type: WEventType) -> String {
        switch type {
        case .ChildAdded: return "added"
        case .ChildChanged: return "changed"
        case .ChildRemoved: return "removed"
        case .ChildMoved: return "moved"
        case .Value: return "value"
        @unknown default: return "unknown"
        }
    }

    func start() {
        let top = ref.queryOrderedByChild("score").queryLimitedToLast(10)
        for type in [WEventType.ChildAdded, .ChildChanged, .ChildRemoved] {
            let handle = top.observeEventType(type, andPreviousSiblingKeyWithBlock: { snapshot, previous in
                self.lastEvent = type
                self.lines.append("\(self.describe(type)) \(snapshot.key) after \(previous ?? "-") in \(snapshot.ref.parent.key)")
                print("[\(type == .ChildAdded ? "+" : type == .ChildRemoved ? "-" : "~")] \(snapshot.key): \(snapshot.value ?? "nil")")
            }, withCancelBlock: { error in
                print("score feed cancelled under \(self.ref.parent.key): \((error as NSError).code)")
            })
            handles.append(handle)
        }
        ref.observeSingleEventOfType(.Value) { snapshot in
            print("\(snapshot.childrenCount) scores at \(snapshot.ref.key), event \(self.describe(.Value))")
            for child in snapshot.children {
                guard let s = child as? WDataSnapshot else { continue }
                print("  \(s.key) = \(s.childSnapshotForPath("score").value ?? 0) (parent \(s.ref.parent.key))")
            }
        }
    }

    func record(player: String, score: Int) {
        let entry = ref.childByAutoId()
        entry.setValue(["player": player, "score": score, "at": kWilddogServerValueTimestamp]) { error, written in
            print("saved \(player) at \(written.key) under \(written.parent.key): \(error == nil ? "ok" : "\(error!)")")
        }
        print("pushed \(entry.key), root is \(entry.root.key.isEmpty ? "/" : entry.root.key)")
    }

    func stop() {
        for h in handles { ref.removeObserverWithHandle(h) }
        print("stopped \(handles.count) observers at \(ref.description); last event was \(describe(lastEvent))")
    }
}
