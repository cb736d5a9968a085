// Chat client: configure, sign in anonymously, join a room, post, then go offline.
import Foundation
import WilddogSync
import WilddogCore
WDGApp.configure(with: WDGOptions(syncURL: "https://chat-room-demo.wilddogio.com"))

let config: WDGSync = WDGSync.sync()
config.persistenceEnabled = true
WDGSync.setLoggingEnabled(false)

let root = WDGSync.sync().reference()
let session = ChatSession(root: root)
session.start()
let watcher = session.watch { uid in print("now \(uid ?? "signed out")") }

let room = ChatRoomViewModel(roomID: "lobby", root: root)
room.onMessage = { message in
    print("[\(message.room)] \(message.author): \(message.text) (\(message.sentAt.map { "\($0)" } ?? "pending"))")
}
room.join()
room.post("hello from \(root.key.isEmpty ? "root" : root.key), SDK \(WDGSync.sdkVersion())")

let presence = PresenceTracker(root: root)
presence.goOnline(as: session.uid ?? "guest")
print("rooms live at \(root.child("rooms").description), parent of lobby \((room.ref.parent ?? room.ref.root).key)")
room.leave()
session.unwatch(watcher)
WDGSyncReference.goOffline()
