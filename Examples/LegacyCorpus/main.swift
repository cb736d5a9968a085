// A command-line program written against the Wilddog SDK 1.x: top-level code in `main.swift`,
// one app URL for the data and a second app for statistics. `wilddog-migrate` rewrites it into
// `Examples/MigratedCorpus` (see README.md there); both print the same trace.
import Foundation
import Wilddog

let trace = Trace()
Wilddog.setLoggingEnabled(false)
Wilddog.defaultConfig().persistenceEnabled = false
let version = Wilddog.sdkVersion()
trace.log("sdk version present: \(!version.isEmpty)")

let root = Wilddog(url: "https://corpus-blog.wilddogio.com")
let up: Wilddog = root.parent
trace.log("root: \(root.description), parent of root: \(up.description), key of root: \(root.key)")

root.setValue(["title": "Corpus"]) { error, ref in
    trace.log("seeded: \(error == nil) at \(ref.key)")
}
trace.wait(for: "seeded")

let blog = Blog(root: root, trace: trace)
blog.run()
Dinosaurs(root: Wilddog(url: "https://corpus-blog.wilddogio.com/dinosaurs"), trace: trace).run()
Accounts(ref: root, trace: trace).run()

let visits = Wilddog(url: "https://corpus-stats.wilddogio.com/visits")
visits.childByAutoId().setValue(["at": kWilddogServerValueTimestamp]) { error, ref in
    let parent: Wilddog = ref.parent
    trace.log("visit recorded: \(error == nil), parent is visits: \(parent.key == "visits")")
}
trace.wait(for: "visit recorded")
visits.observeSingleEventOfType(.Value) { snapshot in
    let first = snapshot.children.nextObject() as? WDataSnapshot
    let at = first?.childSnapshotForPath("at").value
    trace.log("visits: \(snapshot.childrenCount), timestamp is a number: \(at is NSNumber)")
}
trace.wait(for: "visits:")
trace.log("done")
