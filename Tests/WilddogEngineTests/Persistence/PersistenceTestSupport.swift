import Dispatch
import Foundation
@testable import WilddogBackend
@testable import WilddogEngine

/// One temporary directory for every store the tests open (app ids are unique per test).
enum PersistenceTestDirectory {
    static let url: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wilddog-persistence-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        PersistenceLocation.setDirectory(url)
        return url
    }()

    static func ensure() { _ = url }
}

/// A transport that never connects: the app stays offline (the server is unreachable).
struct UnreachableTransport: ServerTransport {
    final class Link: ServerConnection {
        func send(_ request: WireRequest, id: WireRequestID?, reply: @escaping @Sendable (WireResponse) -> Void) {}
        func close() {}
    }

    func connect(appId: String, delegate: any ServerConnectionDelegate, queue: DispatchQueue) -> any ServerConnection {
        Link()
    }
}

extension TestApp {
    /// An app of `appId` with persistence on (a "process" of the app: close it before the next).
    static func persistent(_ appId: String, online: Bool = true, cacheSizeBytes: Int = 10 * 1024 * 1024,
                           pruneCheckInterval: Int = 1000) -> TestApp {
        PersistenceTestDirectory.ensure()
        return TestApp(appId: appId) { callbacks in
            let queue = DispatchQueue(label: "test.repo.\(appId)")
            let persistence = PersistenceManager.open(appId: appId, cacheSizeBytes: cacheSizeBytes, queue: queue,
                                                      pruneCheckInterval: pruneCheckInterval)
            return Repo(appId: appId, baseURL: "https://\(appId).wilddogio.com",
                        transport: online ? InProcessTransport() as any ServerTransport : UnreachableTransport(),
                        callbackQueue: callbacks, queue: queue, persistence: persistence)
        }
    }

    /// Closes the repo and waits until its store is closed.
    func shutDown() {
        repo.close()
        repo.queue.sync {}
        callbacks.sync {}
    }

    var persistence: PersistenceManager? { repo.persistence }
}
