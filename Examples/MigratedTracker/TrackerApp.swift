import Foundation
import WilddogSync
import WilddogCore

@main
struct TrackerApp {
    static func main() {
        WDGApp.configure(with: WDGOptions(syncURL: "https://runlog.wilddogio.com"))
        WDGSync.sync().persistenceEnabled = true
        WDGSync.setLoggingEnabled(false)
        let tracker = RunTracker()
        tracker.runs.onInsert = { run, previous in
            print("run \(run.id): \(run.meters) m after \(previous ?? "-")")
        }
        tracker.runs.onRemove = { key in print("run \(key) removed") }
        tracker.runs.onFailure = { error in
            let code = (error as NSError).code
            if code == WilddogError.PermissionDenied.rawValue { print("no access to runs") }
        }
        tracker.statusChanged = { authData in
            guard let uid = authData?.uid else { return }
            tracker.markActive(uid: uid)
            tracker.runs.start(ordered: tracker.runs.base.newest(20))
        }
        tracker.watchAuth()
        tracker.signIn(email: "runner@example.com", password: "secret") { ok in
            guard ok, let uid = tracker.user?.uid else { return }
            let key = tracker.runs.add(["meters": 5000, "startedAt": WDGServerValue.timestamp(), "uid": uid]) { error in
                if error == nil { tracker.addToTotal(5000, uid: uid) }
            }
            print("added \(key)")
            tracker.recentRuns { keys in print("recent: \(keys)") }
        }
        let info = tracker.root.child(".info/connected")
        info.observe(.value) { snapshot in
            let connected = snapshot.value as? Bool ?? false
            print(connected ? "online" : "offline")
        }
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
        tracker.runs.stop()
        tracker.unwatchAuth()
        WDGSyncReference.goOffline()
    }
}
