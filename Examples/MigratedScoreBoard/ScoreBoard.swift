import Foundation
import WilddogSync

/// The scores of one game, kept at the URL the board is created with.
final class ScoreBoard {
    var game: WDGSyncReference
    let steps = Steps()
    var changes: WDGSyncHandle = 0

    init(url: String) { game = WDGSync.sync().reference(fromURL: url) }

    func run() {
        let scores = game.child("scores")
        steps.run("create the game", endsWith: "created") {
            game.setValue(["name": "Loop check", "round": 1], withCompletionBlock: { error, ref in
                self.steps.log("created \(ref.key): \(error == nil)")
            })
        }
        steps.run("watch the round", endsWith: "round is") {
            game.child("round").observe(.value) { snapshot in
                self.steps.log("round is \(snapshot.value ?? "nothing")")
            }
        }
        steps.run("record three scores", endsWith: "scores saved") {
            scores.updateChildValues(["ada": ["score": 30], "bob": ["score": 12], "cy": ["score": 21]]) { error, _ in
                self.steps.log("scores saved: \(error == nil)")
            }
        }
        steps.run("read the top two", endsWith: "top two") {
            scores.queryOrdered(byChild: "score").queryLimited(toLast: 2).observeSingleEvent(of: .value) { snapshot in
                var names: [String] = []
                for child in snapshot.children {
                    let s = child as! WDGDataSnapshot
                    names.append("\(s.key)=\(s.childSnapshot(forPath: "score").value ?? 0)")
                }
                self.steps.log("top two: \(names.joined(separator: ", "))")
            }
        }
        steps.run("watch changes, raise bob", endsWith: "bob raised") {
            changes = scores.observe(.childChanged, andPreviousSiblingKeyWith: { snapshot, previous in
                self.steps.log("changed \(snapshot.key) after \(previous ?? "nothing")")
            })
            scores.child("bob/score").setValue(40, withCompletionBlock: { error, _ in
                self.steps.log("bob raised: \(error == nil)")
            })
        }
        steps.run("next round in a transaction", endsWith: "transaction") {
            game.child("round").runTransactionBlock({ current in
                current.value = (current.value as? Int ?? 0) + 1
                return WDGTransactionResult.success(withValue: current)
            }, andCompletionBlock: { error, committed, snapshot in
                self.steps.log("transaction committed: \(committed), round \(snapshot?.value ?? "nothing")")
            })
        }
        steps.run("push a move with a server timestamp", endsWith: "move saved") {
            let move = game.child("moves").childByAutoId()
            move.setValue(["by": "ada", "at": WDGServerValue.timestamp()], withCompletionBlock: { error, ref in
                let parent: WDGSyncReference = (ref.parent ?? ref.root)
                self.steps.log("move saved: \(error == nil) as \(Steps.key(ref.key)) under \(parent.key)")
            })
        }
        steps.run("read the move back", endsWith: "moves:") {
            game.child("moves").observeSingleEvent(of: .value) { snapshot in
                let first = snapshot.children.nextObject() as? WDGDataSnapshot
                let at = first?.childSnapshot(forPath: "at").value
                self.steps.log("moves: \(snapshot.childrenCount), timestamp is a number: \(at is NSNumber)")
            }
        }
        steps.run("give cy a priority", endsWith: "first by priority") {
            scores.child("cy").setPriority(1)
            scores.queryOrderedByPriority().queryStarting(atValue: 1).observeSingleEvent(of: .value) { snapshot in
                let first = snapshot.children.nextObject() as? WDGDataSnapshot
                self.steps.log("first by priority: \(first?.key ?? "none") (\(first?.priority ?? "no priority"))")
            }
        }
        steps.run("stop watching, remove cy", endsWith: "cy removed") {
            scores.removeObserver(withHandle: changes)
            scores.child("cy").removeValue { error, _ in
                self.steps.log("cy removed: \(error == nil)")
            }
        }
        steps.run("mark offline on disconnect", endsWith: "onDisconnect") {
            game.child("online").onDisconnectSetValue(false, withCompletionBlock: { error, _ in
                self.steps.log("onDisconnect set: \(error == nil)")
            })
        }
        steps.run("where the game lives", endsWith: "game at") {
            let parent: WDGSyncReference = (game.parent ?? game.root)
            self.steps.log("game at \(game.description), key \(game.key), parent \(parent.key), root \(game.root.description)")
        }
        steps.run("read the scores left", endsWith: "scores left") {
            scores.observeSingleEvent(of: .value) { snapshot in
                let keys = snapshot.children.allObjects.map { ($0 as! WDGDataSnapshot).key }
                self.steps.log("scores left: \(keys.joined(separator: ", "))")
            }
        }
    }
}
