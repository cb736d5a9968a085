// A command-line program written against the Wilddog SDK 1.x in a style common in real apps: the
// app URL is a literal handed to a model's initializer, and the SDK's callbacks run on a queue of
// their own while the main thread waits for each step. `wilddog-migrate --write` turns it into
// `Examples/MigratedScoreBoard`, which configures the app from that literal; both print the same trace.
import Foundation
import WilddogSync
import WilddogCore
WDGApp.configure(with: WDGOptions(syncURL: "https://loop-check.wilddogio.com"))

let callbacks = DispatchQueue(label: "scoreboard.callbacks")
WDGSync.setLoggingEnabled(false)
WDGSync.sync().callbackQueue = callbacks

let board = ScoreBoard(url: "https://loop-check.wilddogio.com/games/g1")
board.run()
print("done")
