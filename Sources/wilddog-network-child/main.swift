// The child process of the network persistence test: an app with persistence on, routed by the
// environment (`WILDDOG_SERVER`), as a shipped app would be.
//
// Usage: wilddog-network-child write <store directory> <app id> <count>
//          writes <count> items while no server answers, prints "issued <n>" for each once its
//          local event was raised, then "done", and exits (the writes stay in the store);
//        wilddog-network-child resume <store directory> <app id>
//          opens the store (its pending writes go to the server), prints "resumed", and exits
//          when its standard input closes.
import Dispatch
import Foundation
import WilddogEngine

let arguments = CommandLine.arguments
guard arguments.count >= 4, ["write", "resume"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: wilddog-network-child write|resume <dir> <appId> [count]\n".utf8))
    exit(2)
}
let appId = arguments[3]
PersistenceLocation.setDirectory(URL(fileURLWithPath: arguments[2]))
let queue = DispatchQueue(label: "child.repo")
let callbacks = DispatchQueue(label: "child.callbacks")
guard let persistence = PersistenceManager.open(appId: appId, cacheSizeBytes: 10 * 1024 * 1024, queue: queue) else {
    FileHandle.standardError.write(Data("cannot open the store\n".utf8))
    exit(1)
}
let repo = Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com", callbackQueue: callbacks, queue: queue,
                persistence: persistence)

/// Writes straight to the pipe.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

if arguments[1] == "write" {
    guard arguments.count == 5, let count = Int(arguments[4]) else { exit(2) }
    let raised = DispatchSemaphore(value: 0)
    _ = repo.observe(Path("items"), .default, .childAdded, handler: { snapshot, _ in
        emit("issued \(snapshot.path.back?.string ?? "?")")
        raised.signal()
    }, cancel: nil)
    for n in 0..<count {
        let key = String(format: "%06d", n)
        if n % 2 == 1 {
            repo.update(Path("items"), [(Path(key), .leaf(.number(Double(n))))], completion: nil)
        } else {
            repo.set(Path("items/\(key)"), .leaf(.number(Double(n))), completion: nil)
        }
    }
    // A server value goes to the store unresolved, and to the server so.
    repo.set(Path("stamp"), .leaf(.deferred(.timestamp)), completion: nil)
    // Each write's local event, raised on the callback queue, proves the write reached the store.
    for _ in 0..<count where raised.wait(timeout: .now() + 10) == .timedOut { break }
    queue.sync {}
    emit("done")
} else {
    queue.sync {}
    emit("resumed")
    _ = FileHandle.standardInput.readDataToEndOfFile()
}
repo.close()
queue.sync {}
