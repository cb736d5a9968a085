// A command-line program written against the Wilddog SDK 1.x: top-level code in `main.swift`,
// one app URL for the data and a second app for statistics. `wilddog-migrate` rewrites it into
// `Examples/MigratedCorpus` (see README.md there); both print the same trace.
import Foundation
import WilddogSync
import WilddogCore
WDGApp.configure(with: WDGOptions(syncURL: "https://corpus-blog.wilddogio.com"))
WDGApp.configure(withName: "corpus_stats", options: WDGOptions(syncURL: "https://corpus-stats.wilddogio.com"))

let trace = Trace()
WDGSync.setLoggingEnabled(false)
WDGSync.sync().persistenceEnabled = false
let version = WDGSync.sdkVersion()
trace.log("sdk version present: \(!version.isEmpty)")

let root = WDGSync.sync().reference()
let up: WDGSyncReference = (root.parent ?? root.root)
trace.log("root: \(root.description), parent of root: \(up.description), key of root: \(root.key)")

root.setValue(["title": "Corpus"], withCompletionBlock: { error, ref in
    trace.log("seeded: \(error == nil) at \(ref.key)")
})
trace.wait(for: "seeded")

let blog = Blog(root: root, trace: trace)
blog.run()
Dinosaurs(root: WDGSync.sync().reference(withPath: "dinosaurs"), trace: trace).run()
Accounts(ref: root, trace: trace).run()

let visits = WDGSync.sync(app: WDGApp(named: "corpus_stats")!).reference(withPath: "visits")
visits.childByAutoId().setValue(["at": WDGServerValue.timestamp()], withCompletionBlock: { error, ref in
    let parent: WDGSyncReference = (ref.parent ?? ref.root)
    trace.log("visit recorded: \(error == nil), parent is visits: \(parent.key == "visits")")
})
trace.wait(for: "visit recorded")
visits.observeSingleEvent(of: .value) { snapshot in
    let first = snapshot.children.nextObject() as? WDGDataSnapshot
    let at = first?.childSnapshot(forPath: "at").value
    trace.log("visits: \(snapshot.childrenCount), timestamp is a number: \(at is NSNumber)")
}
trace.wait(for: "visits:")
trace.log("done")
