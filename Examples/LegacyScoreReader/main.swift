// A legacy (1.x) program that reads the game `LegacyScoreBoard` or `MigratedScoreBoard` keeps, as a
// second app — an admin script, another device — would. Against the in-process backend it finds
// nothing (each process has its own); routed to one `wilddog-server` (`WILDDOG_SERVER=<url>`), it
// reads what the other process wrote, including the `onDisconnect` write the server ran when that
// process exited. `wilddog-migrate --write` turns it into `Examples/MigratedScoreReader`.
import Foundation
import Wilddog

let callbacks = DispatchQueue(label: "scorereader.callbacks")
Wilddog.setLoggingEnabled(false)
Wilddog.defaultConfig().callbackQueue = callbacks

let game = Wilddog(url: "https://loop-check.wilddogio.com/games/g1")
let finished = DispatchSemaphore(value: 0)
game.observeSingleEventOfType(.Value) { snapshot in
    if !snapshot.exists() {
        print("no game yet")
    } else {
        print("game: \(snapshot.childSnapshotForPath("name").value ?? "no name"), round \(snapshot.childSnapshotForPath("round").value ?? "none")")
        var scores: [String] = []
        for child in snapshot.childSnapshotForPath("scores").children {
            let score = child as! WDataSnapshot
            scores.append("\(score.key)=\(score.childSnapshotForPath("score").value ?? 0)")
        }
        print("scores: \(scores.joined(separator: ", "))")
        print("moves: \(snapshot.childSnapshotForPath("moves").childrenCount)")
        let online = snapshot.childSnapshotForPath("online").value as? Bool
        print("online: " + (online.map(String.init(describing:)) ?? "not set"))
    }
    finished.signal()
}
if finished.wait(timeout: .now() + 10) == .timedOut {
    print("timeout: no answer in 10 s")
}
print("done")
