import Foundation
import WilddogSync

/// A leaderboard that logs every change with the key, the parent and the event type in the text.
final class ScoreBoard {
    let ref: WDGSyncReference
    var lastEvent: WDGDataEventType = .value
    var handles: [WDGSyncHandle] = []
    var lines: [String] = []

    init(ref: WDGSyncReference) { self.ref = ref }

    func describe(_ type: WDGDataEventType) -> String {
        switch type {
        case .childAdded: return "added"
        case .childChanged: return "changed"
        case .childRemoved: return "removed"
        case .childMoved: return "moved"
        case .value: return "value"
        @unknown default: return "unknown"
        }
    }

    func start() {
        let top = ref.queryOrdered(byChild: "score").queryLimited(toLast: 10)
        for type in [WDGDataEventType.childAdded, .childChanged, .childRemoved] {
            let handle = top.observe(type, andPreviousSiblingKeyWith: { snapshot, previous in
                self.lastEvent = type
                self.lines.append("\(self.describe(type)) \(snapshot.key) after \(previous ?? "-") in \((snapshot.ref.parent ?? snapshot.ref.root).key)")
                print("[\(type == .childAdded ? "+" : type == .childRemoved ? "-" : "~")] \(snapshot.key): \(snapshot.value ?? "nil")")
            }, withCancel: { error in
                print("score feed cancelled under \((self.ref.parent ?? self.ref.root).key): \((error as NSError).code)")
            })
            handles.append(handle)
        }
        ref.observeSingleEvent(of: .value) { snapshot in
            print("\(snapshot.childrenCount) scores at \(snapshot.ref.key), event \(self.describe(.value))")
            for child in snapshot.children {
                guard let s = child as? WDGDataSnapshot else { continue }
                print("  \(s.key) = \(s.childSnapshot(forPath: "score").value ?? 0) (parent \((s.ref.parent ?? s.ref.root).key))")
            }
        }
    }

    func record(player: String, score: Int) {
        let entry = ref.childByAutoId()
        entry.setValue(["player": player, "score": score, "at": WDGServerValue.timestamp()], withCompletionBlock: { error, written in
            print("saved \(player) at \(written.key) under \((written.parent ?? written.root).key): \(error == nil ? "ok" : "\(error!)")")
        })
        print("pushed \(entry.key), root is \(entry.root.key.isEmpty ? "/" : entry.root.key)")
    }

    func stop() {
        for h in handles { ref.removeObserver(withHandle: h) }
        print("stopped \(handles.count) observers at \(ref.description); last event was \(describe(lastEvent))")
    }
}
