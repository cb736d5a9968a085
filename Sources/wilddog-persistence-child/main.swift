// The child process of the persistence durability test: writes offline with persistence on and
// logs each write as issued once its local event has been raised, until it is killed.
//
// Usage: wilddog-persistence-child <store directory> <app id> <max writes>
// Prints "ready", then "issued <n>" for write n (0, 1, 2, …) in order.
import Dispatch
import Foundation
import WilddogBackend
import WilddogEngine

let arguments = CommandLine.arguments
guard arguments.count == 4, let maxWrites = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: wilddog-persistence-child <dir> <appId> <maxWrites>\n".utf8))
    exit(2)
}
let appId = arguments[2]
InProcessBackend.install()
PersistenceLocation.setDirectory(URL(fileURLWithPath: arguments[1]))
let queue = DispatchQueue(label: "child.repo")
let callbacks = DispatchQueue(label: "child.callbacks")
guard let persistence = PersistenceManager.open(appId: appId, cacheSizeBytes: 10 * 1024 * 1024, queue: queue) else {
    FileHandle.standardError.write(Data("cannot open the store\n".utf8))
    exit(1)
}
let repo = Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com", callbackQueue: callbacks, queue: queue,
                persistence: persistence)
repo.goOffline()

/// Writes straight to the pipe (no buffering a kill could lose after the line was "logged").
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

// Every write adds a child of "items" (sets and multi-path updates alternate), so each one
// raises exactly one child_added event.
_ = repo.observe(Path("items"), .default, .childAdded, handler: { snapshot, _ in
    emit("issued \(snapshot.path.back?.string ?? "?")")
}, cancel: nil)
queue.sync {}
emit("ready")
for n in 0..<maxWrites {
    let key = String(format: "%06d", n)
    if n % 3 == 2 {
        repo.update(Path("items"), [(Path(key), .leaf(.number(Double(n))))], completion: nil)
    } else {
        repo.set(Path("items/\(key)"), .leaf(.number(Double(n))), completion: nil)
    }
    if n % 50 == 49 { usleep(500) }
}
queue.sync {}
callbacks.sync {}
emit("done")
repo.close()
queue.sync {}
