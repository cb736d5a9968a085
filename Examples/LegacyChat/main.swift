// Chat client: configure, sign in anonymously, join a room, post, then go offline.
import Foundation
import Wilddog

let config: WConfig = Wilddog.defaultConfig()
config.persistenceEnabled = true
Wilddog.setLoggingEnabled(false)

let root = Wilddog(url: "https://chat-room-demo.wilddogio.com")
let session = ChatSession(root: root)
session.start()
let watcher = session.watch { uid in print("now \(uid ?? "signed out")") }

let room = ChatRoomViewModel(roomID: "lobby", root: root)
room.onMessage = { message in
    print("[\(message.room)] \(message.author): \(message.text) (\(message.sentAt.map { "\($0)" } ?? "pending"))")
}
room.join()
room.post("hello from \(root.key.isEmpty ? "root" : root.key), SDK \(Wilddog.sdkVersion())")

let presence = PresenceTracker(root: root)
presence.goOnline(as: session.uid ?? "guest")
print("rooms live at \(root.childByAppendingPath("rooms").description), parent of lobby \(room.ref.parent.key)")
room.leave()
session.unwatch(watcher)
Wilddog.goOffline()
