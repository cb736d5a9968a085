// A legacy (1.x) program written the way apps log and display SDK values: string
// interpolations everywhere (auth provider, keys, parents, event types, error codes turned back
// into enums). `wilddog-migrate --write` turns it into `Examples/MigratedLogging`, which builds
// against the 2.x modules; what it cannot convert is reported on the line that keeps it.
import Foundation
import Wilddog

print("Wilddog SDK \(Wilddog.sdkVersion()) starting")
let root = Wilddog(url: "https://logging-demo.wilddogio.com")
let scores = root.childByAppendingPath("games/chess/scores")
print("scores live at \(scores.key) under \(scores.parent.key), root key \"\(root.key)\"")
print("connected? \(root.authData == nil ? "signed out" : "signed in as \(root.authData!.uid)")")

let board = ScoreBoard(ref: scores)
board.start()
let presence = ChatPresence(root: root, user: "ada")
presence.connect()
let screen = AccountScreen(ref: root)
screen.showStatus()
screen.signIn(email: "ada@example.com", password: "lovelace1")
print("events seen: \(board.describe(.ChildAdded)), \(board.describe(.Value))")
Wilddog.goOffline()
print("offline; last event \(board.lastEvent == .ChildAdded ? "added" : "other")")
Wilddog.goOnline()
