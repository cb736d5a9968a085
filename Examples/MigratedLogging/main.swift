// A legacy (1.x) program written the way apps log and display SDK values: string
// interpolations everywhere (auth provider, keys, parents, event types, error codes turned back
// into enums). `wilddog-migrate --write` turns it into `Examples/MigratedLogging`, which builds
// against the 2.x modules; what it cannot convert is reported on the line that keeps it.
import Foundation
import WilddogSync
import WilddogAuth
import WilddogCore
WDGApp.configure(with: WDGOptions(syncURL: "https://logging-demo.wilddogio.com"))

print("Wilddog SDK \(WDGSync.sdkVersion()) starting")
let root = WDGSync.sync().reference()
let scores = root.child("games/chess/scores")
print("scores live at \(scores.key) under \((scores.parent ?? scores.root).key), root key \"\(root.key)\"")
print("connected? \(WDGAuth.auth()?.currentUser == nil ? "signed out" : "signed in as \(WDGAuth.auth()!.currentUser!.uid)")")

let board = ScoreBoard(ref: scores)
board.start()
let presence = ChatPresence(root: root, user: "ada")
presence.connect()
let screen = AccountScreen(ref: root)
screen.showStatus()
screen.signIn(email: "ada@example.com", password: "lovelace1")
print("events seen: \(board.describe(.childAdded)), \(board.describe(.value))")
WDGSyncReference.goOffline()
print("offline; last event \(board.lastEvent == .childAdded ? "added" : "other")")
WDGSyncReference.goOnline()
