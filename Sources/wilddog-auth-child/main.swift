// The child process of the two-API sign-in test: a legacy (1.x) or a migrated (2.x) app, routed
// by the environment (`WILDDOG_SERVER`) as a shipped app would be, signs a user in and reads.
//
// Usage: wilddog-auth-child legacy|migrated <app id> <email> <password> [create] [write <path> <text>]
//          [read <path>]…
//   Signs in (after creating the account with `create`), prints "uid <uid>", then for each step
//   prints "wrote <path>", "read <path> <JSON value>", or "<step> <path> denied <code>"; exits 0
//   when every callback came, 1 when the sign-in failed or a callback did not come within 20 s.
import Dispatch
import Foundation
import Wilddog
import WilddogAuth
import WilddogCore
import WilddogSync

let arguments = CommandLine.arguments
guard arguments.count >= 5, ["legacy", "migrated"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: wilddog-auth-child legacy|migrated <app id> <email> <password> [create] [write <path> <text>] [read <path>]…\n".utf8))
    exit(2)
}
DispatchQueue.global().async { AuthChild.run(arguments) }
dispatchMain()

/// The child's steps, run off the main queue (which delivers the callbacks).
enum AuthChild {
    /// Writes a line straight to the pipe.
    static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Waits for a callback; exits 1 when none came within 20 s.
    static func wait(_ start: (@escaping @Sendable (String) -> Void) -> Void) -> String {
        let done = DispatchSemaphore(value: 0)
        let line = LineBox()
        start { text in
            line.set(text)
            done.signal()
        }
        guard done.wait(timeout: .now() + 20) == .success else {
            emit("timeout")
            exit(1)
        }
        return line.get()
    }

    /// The JSON text of a snapshot value.
    static func json(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "null" }
        if let text = value as? String { return "\"\(text)\"" }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else { return "?" }
        return String(decoding: data, as: UTF8.self)
    }

    static func run(_ arguments: [String]) {
        let (api, appId, email, password) = (arguments[1], arguments[2], arguments[3], arguments[4])
        let create = arguments.count > 5 && arguments[5] == "create"
        let steps = Array(arguments.dropFirst(create ? 6 : 5))
        let url = "https://\(appId).wilddogio.com"
        let uid: String
        let write: (String, String, @escaping @Sendable (Error?) -> Void) -> Void
        let read: (String, @escaping @Sendable (Any?, Error?) -> Void) -> Void
        if api == "legacy" {
            let root = Wilddog(url: url)
            if create {
                let created = wait { done in root.createUser(email, password: password) { error in done(error.map { "\($0)" } ?? "") } }
                if !created.isEmpty { emit("create failed \(created)") }
            }
            uid = wait { done in root.authUser(email, password: password) { error, data in done(data?.uid ?? "error \(String(describing: error))") } }
            write = { path, text, done in root.childByAppendingPath(path).setValue(text) { error, _ in done(error) } }
            read = { path, done in
                root.childByAppendingPath(path).observeSingleEventOfType(.Value, withBlock: { done($0.value, nil) },
                                                                        withCancelBlock: { done(nil, $0) })
            }
        } else {
            WDGApp.configure(with: WDGOptions(syncURL: url))
            guard let auth = WDGAuth.auth() else {
                emit("no auth")
                exit(1)
            }
            if create {
                let created = wait { done in auth.createUser(withEmail: email, password: password) { _, error in done(error.map { "\($0)" } ?? "") } }
                if !created.isEmpty { emit("create failed \(created)") }
            }
            uid = wait { done in auth.signIn(withEmail: email, password: password) { user, error in done(user?.uid ?? "error \(String(describing: error))") } }
            let root = WDGSync.sync().reference()
            write = { path, text, done in root.child(path).setValue(text) { error, _ in done(error) } }
            read = { path, done in root.child(path).observeSingleEvent(of: .value, with: { done($0.value, nil) }, withCancel: { done(nil, $0) }) }
        }
        emit("uid \(uid)")
        if uid.hasPrefix("error") { exit(1) }
        var index = 0
        while index < steps.count {
            let step = steps[index]
            if step == "write", index + 2 < steps.count {
                let (path, text) = (steps[index + 1], steps[index + 2])
                emit(wait { done in write(path, text) { error in done(error.map { "write \(path) denied \(($0 as NSError).code)" } ?? "wrote \(path)") } })
                index += 3
            } else if step == "read", index + 1 < steps.count {
                let path = steps[index + 1]
                emit(wait { done in read(path) { value, error in done(error.map { "read \(path) denied \(($0 as NSError).code)" } ?? "read \(path) \(json(value))") } })
                index += 2
            } else {
                emit("bad step \(step)")
                exit(2)
            }
        }
        exit(0)
    }
}

/// One line handed from a callback to the waiting thread.
final class LineBox: @unchecked Sendable {
    // @unchecked: written before the semaphore is signalled, read after it is waited for.
    private var text = ""
    func set(_ value: String) { text = value }
    func get() -> String { text }
}
