import Foundation
import Wilddog

/// Presence in a chat room: connection state, onDisconnect, and the event log of the room.
final class ChatPresence {
    let root: Wilddog
    let user: String
    var connectedHandle: WilddogHandle = 0
    var log: [String] = []

    init(root: Wilddog, user: String) {
        self.root = root
        self.user = user
    }

    func connect() {
        let status = root.childByAppendingPath("presence/\(user)")
        status.onDisconnectSetValue("offline")
        connectedHandle = root.childByAppendingPath(".info/connected").observeEventType(.Value) { snapshot in
            let online = (snapshot.value as? Bool) ?? false
            print("\(self.user) is \(online ? "online" : "offline") (\(snapshot.key) below \(snapshot.ref.parent.key))")
            if online { status.setValue("online") }
        }
        let messages = root.childByAppendingPath("rooms/lobby/messages")
        messages.observeEventType(.ChildAdded) { snapshot in
            self.log.append("\(WEventType.ChildAdded): \(snapshot.key)")
            print("new message \(snapshot.key) in \(messages.parent.key) from \((snapshot.value as? [String: Any])?["from"] ?? "?")")
        }
        messages.observeEventType(.ChildRemoved) { snapshot in
            print("message \(snapshot.key) removed; event \(self.name(of: .ChildRemoved))")
        }
    }

    func name(of event: WEventType) -> String {
        "\(event == .ChildRemoved ? "removed" : event == .ChildAdded ? "added" : "other")"
    }

    func send(_ text: String) {
        let message = root.childByAppendingPath("rooms/lobby/messages").childByAutoId()
        message.setValue(["from": user, "text": text, "sent": kWilddogServerValueTimestamp])
        print("sent \(message.key) to \(message.parent.parent.key) as \(root.authData?.provider ?? "guest")")
    }

    func leave() {
        root.removeObserverWithHandle(connectedHandle)
        root.childByAppendingPath("presence").childByAppendingPath(user).removeValue()
        print("left at \(Date()), parent of presence is \(root.childByAppendingPath("presence").parent.key)")
    }
}
