// A legacy (1.x) program that reads the game `LegacyScoreBoard` or `MigratedScoreBoard` keeps, as a
// second app — an admin script, another device — would. Against the in-process backend it finds
// nothing (each process has its own); routed to one `wilddog-server` (`WILDDOG_SERVER=<url>`), it
// reads what the other process wrote, including the `onDisconnect` write the server ran when that
// process exited. `wilddog-migrate --write` turns it into `Examples/MigratedScoreReader`.
import Foundation
import WilddogSync
import WilddogCore
WDGApp.configure(with: WDGOptions(syncURL: "https://loop-check.wilddogio.com"))

let callbacks = DispatchQueue(label: "scorereader.callbacks")
WDGSync.setLoggingEnabled(false)
WDGSync.sync().callbackQueue = callbacks

let game = WDGSync.sync().reference(withPath: "games/g1")
let finished = DispatchSemaphore(value: 0)
game.observeSingleEvent(of: .value) { snapshot in
    if !snapshot.exists() {
        print("no game yet")
    } else {
        print("game: \(snapshot.childSnapshot(forPath: "name").value ?? "no name"), round \(snapshot.childSnapshot(forPath: "round").value ?? "none")")
        var scores: [String] = []
        for child in snapshot.childSnapshot(forPath: "scores").children {
            let score = child as! WDGDataSnapshot
            scores.append("\(score.key)=\(score.childSnapshot(forPath: "score").value ?? 0)")
        }
        print("scores: \(scores.joined(separator: ", "))")
        print("moves: \(snapshot.childSnapshot(forPath: "moves").childrenCount)")
        let online = snapshot.childSnapshot(forPath: "online").value as? Bool
        print("online: " + (online.map(String.init(describing:)) ?? "not set"))
    }
    finished.signal()
}
if finished.wait(timeout: .now() + 10) == .timedOut {
    print("timeout: no answer in 10 s")
}
print("done")
