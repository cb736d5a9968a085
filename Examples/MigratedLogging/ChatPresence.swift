import Foundation
import WilddogSync
import WilddogAuth

/// Presence in a chat room: connection state, onDisconnect, and the event log of the room.
final class ChatPresence {
    let root: WDGSyncReference
    let user: String
    var connectedHandle: WDGSyncHandle = 0
    var log: [String] = []

    init(root: WDGSyncReference, user: String) {
        self.root = root
        self.user = user
    }

    func connect() {
        let status = root.child("presence/\(user)")
        status.onDisconnectSetValue("offline")
        connectedHandle = root.child(".info/connected").observe(.value) { snapshot in
            let online = (snapshot.value as? Bool) ?? false
            print("\(self.user) is \(online ? "online" : "offline") (\(snapshot.key) below \((snapshot.ref.parent ?? snapshot.ref.root).key))")
            if online { status.setValue("online") }
        }
        let messages = root.child("rooms/lobby/messages")
        messages.observe(.childAdded) { snapshot in
            self.log.append("\(WDGDataEventType.childAdded): \(snapshot.key)")
            print("new message \(snapshot.key) in \((messages.parent ?? messages.root).key) from \((snapshot.value as? [String: Any])?["from"] ?? "?")")
        }
        messages.observe(.childRemoved) { snapshot in
            print("message \(snapshot.key) removed; event \(self.name(of: .childRemoved))")
        }
    }

    func name(of event: WDGDataEventType) -> String {
        "\(event == .childRemoved ? "removed" : event == .childAdded ? "added" : "other")"
    }

    func send(_ text: String) {
        let message = root.child("rooms/lobby/messages").childByAutoId()
        message.setValue(["from": user, "text": text, "sent": WDGServerValue.timestamp()])
        print("sent \(message.key) to \(((message.parent ?? message.root).parent ?? (message.parent ?? message.root).root).key) as \(WDGAuth.auth()?.currentUser?.providerID ?? "guest")")
    }

    func leave() {
        root.removeObserver(withHandle: connectedHandle)
        root.child("presence").child(user).removeValue()
        print("left at \(Date()), parent of presence is \(root.child("presence").parent.key)")
    }
}
