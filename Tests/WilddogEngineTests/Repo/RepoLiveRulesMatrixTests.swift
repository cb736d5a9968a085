import Foundation
import Synchronization
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Data, rules and accounts change while listeners are attached: after every change, no
/// listener receives data it may no longer read, and no read or write succeeds that the
/// current state forbids (nor fails that it allows).
@Suite struct RepoLiveRulesMatrixTests {
    static func rules(adminsRead: Bool, openNeedsAuth: Bool) -> String {
        """
        {
          "rules": {
            "admins": { ".read": true },
            "admin": {
              ".read": "\(adminsRead ? "auth != null && root.child('admins').child(auth.uid).exists()" : "false")",
              ".write": "auth != null && root.child('admins').child(auth.uid).exists()"
            },
            "users": { "$uid": { ".read": "auth != null && auth.uid === $uid", ".write": "auth != null && auth.uid === $uid" } },
            "open": { ".read": \(openNeedsAuth ? "\"auth != null\"" : "true"), ".write": "auth != null" }
          }
        }
        """
    }

    /// What the test changes, and the access it expects from it (written independently of the
    /// rules engine).
    struct World {
        var admins: Set<String> = []
        var strictRules = false
        /// Clients whose account is still valid (not disabled or deleted).
        var live: Set<String> = []

        func uid(_ client: String) -> String? { live.contains(client) ? client : nil }

        func canRead(_ client: String, _ path: String) -> Bool {
            let uid = uid(client)
            switch path {
            case "admin/secret": return !strictRules && uid.map(admins.contains) == true
            case "open/board": return strictRules ? uid != nil : true
            default: return uid != nil && path == "users/\(uid ?? "")"
            }
        }

        func canWrite(_ client: String, _ path: String) -> Bool {
            let uid = uid(client)
            switch path {
            case "admin/secret": return uid.map(admins.contains) == true
            case "open/board": return uid != nil
            default: return uid != nil && path == "users/\(uid ?? "")"
            }
        }
    }

    static let paths = ["admin/secret", "users/alice", "users/bob", "open/board"]

    @Test func accessFollowsEveryChangeWhileListenersAreAttached() throws {
        let id = uniqueAppId()
        let server = EmbeddedServerRegistry.shared.server(for: id)
        try server.setRules(json: Self.rules(adminsRead: true, openNeedsAuth: false))
        // Clients named after their uid: custom-token accounts.
        var clients: [String: (app: TestApp, auth: AuthClient)] = [:]
        for name in ["alice", "bob"] {
            let app = TestApp(appId: id)
            let auth = AuthClient(appId: id, callbackQueue: app.callbacks)
            auth.attach(app.repo)
            let token = try app.server.auth.mintCustomToken(uid: name)
            let done = Atomic<Bool>(false)
            auth.signIn({ try $0.signIn(customToken: token) }) { _ in done.store(true, ordering: .relaxed) }
            #expect(waitUntil { done.load(ordering: .relaxed) })
            clients[name] = (app, auth)
        }
        let guest = TestApp(appId: id)
        clients["guest"] = (guest, AuthClient(appId: id, callbackQueue: guest.callbacks))
        var world = World(admins: ["alice"], live: ["alice", "bob"])
        server.adminWrite(Path("admins/alice"), .leaf(.bool(true)))

        var listeners: [String: RepoLiveAccessTests.Listener] = [:]
        var everyListener: [RepoLiveAccessTests.Listener] = []
        var staleDeliveries: [String] = [], unauthorizedSuccesses: [String] = [], wrongDenials: [String] = []
        let steps: [(String, (inout World) throws -> Void)] = [
            ("start", { _ in }),
            ("alice leaves admins", { world in world.admins.remove("alice"); server.adminWrite(Path("admins/alice"), .empty) }),
            ("bob joins admins", { world in world.admins.insert("bob"); server.adminWrite(Path("admins/bob"), .leaf(.bool(true))) }),
            ("strict rules", { world in
                world.strictRules = true
                try server.setRules(json: Self.rules(adminsRead: false, openNeedsAuth: true))
            }),
            ("lenient rules", { world in
                world.strictRules = false
                try server.setRules(json: Self.rules(adminsRead: true, openNeedsAuth: false))
            }),
            ("alice rejoins admins", { world in world.admins.insert("alice"); server.adminWrite(Path("admins/alice"), .leaf(.bool(true))) }),
            ("bob disabled", { world in world.live.remove("bob"); try server.auth.setDisabled(uid: "bob", true) }),
            ("alice deleted", { world in world.live.remove("alice"); try server.auth.deleteUser(uid: "alice") }),
        ]
        for (step, (name, change)) in steps.enumerated() {
            try change(&world)
            let marker = "\"m\(step)\""
            // Listeners attached before the change that may still read get the new marker;
            // the others are cancelled and never see it.
            for path in Self.paths { server.adminWrite(Path(path), .leaf(.string("m\(step)"))) }
            for (key, listener) in listeners where listener.cancelled == nil {
                let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
                if world.canRead(parts[0], parts[1]) {
                    #expect(waitUntil { listener.values.contains(marker) }, "\(name): \(key) missed \(marker)")
                } else {
                    #expect(waitUntil { listener.cancelled == "permission_denied" }, "\(name): \(key) not cancelled")
                }
            }
            for client in clients.values { client.app.settle() }
            for (key, listener) in listeners {
                let parts = key.split(separator: " ", maxSplits: 1).map(String.init)
                if !world.canRead(parts[0], parts[1]), listener.values.contains(marker) {
                    staleDeliveries.append("\(name): \(key)")
                }
            }
            // Fresh reads and writes by every client at every path.
            for (client, entry) in clients.sorted(by: { $0.key < $1.key }) {
                for path in Self.paths {
                    let read = RepoRulesTests.read(entry.app, path)
                    let write = RepoRulesTests.write(entry.app, path, "\(client)\(step)")
                    for (kind, outcome, allowed) in [("read", read, world.canRead(client, path)), ("write", write, world.canWrite(client, path))] {
                        if outcome && !allowed { unauthorizedSuccesses.append("\(name): \(client) \(kind) \(path)") }
                        if !outcome && allowed { wrongDenials.append("\(name): \(client) \(kind) \(path)") }
                    }
                    // Keep a listener wherever the client may read.
                    let key = "\(client) \(path)"
                    if world.canRead(client, path), listeners[key]?.cancelled != nil || listeners[key] == nil {
                        let listener = RepoLiveAccessTests.Listener(entry.app, path)
                        #expect(waitUntil { !listener.values.isEmpty }, "\(name): \(key) got no data")
                        listeners[key] = listener
                        everyListener.append(listener)
                    }
                }
            }
        }
        #expect(staleDeliveries == [])
        #expect(unauthorizedSuccesses == [])
        #expect(wrongDenials == [])
        // alice's admin listener (left admins); bob's admin and guest's board (strict rules);
        // bob's two (disabled); alice's two (deleted).
        #expect(everyListener.filter { $0.cancelled == "permission_denied" }.count == 7)
        #expect(everyListener.count == 10)
        withExtendedLifetime(clients) {}
    }
}
