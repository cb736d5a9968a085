import Dispatch
import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// The queue-confined entry points of `Repo` and `EmbeddedServer` check their queue in debug
/// builds (`DispatchQueue.assertOnQueue`): called from another thread they trap at once instead
/// of racing; the server's blocking admin calls trap on the server queue instead of deadlocking.
@Suite struct QueueConfinementTests {
    #if DEBUG
    @Test func aRepoEntryPointCalledOffTheRepoQueueTraps() async {
        await #expect(processExitsWith: .failure) {
            InProcessBackend.install()
            let repo = Repo(appId: "confinedrepo", baseURL: "https://confinedrepo.wilddogio.com")
            repo.updateInfo("connected", .leaf(.bool(true)))
        }
    }

    @Test func aServerEntryPointCalledOffTheServerQueueTraps() async {
        await #expect(processExitsWith: .failure) {
            EmbeddedServer(appId: "confinedserver").closeConnection(1, notifyClient: false)
        }
    }

    @Test func aBlockingAdminCallOnTheServerQueueTrapsInsteadOfDeadlocking() async {
        await #expect(processExitsWith: .failure) {
            let server = EmbeddedServer(appId: "confinedadmin")
            server.queue.sync { server.setClock { 0 } }
        }
    }
    #endif

    @Test func onTheirQueueTheEntryPointsRun() {
        let server = EmbeddedServer(appId: uniqueAppId())
        server.queue.sync { server.closeConnection(1, notifyClient: false) }
        let id = uniqueAppId()
        InProcessBackend.install()
        let repo = Repo(appId: id, baseURL: "https://\(id).wilddogio.com", callbackQueue: DispatchQueue(label: "test.\(id)"))
        defer { repo.close() }
        let written = repo.queue.sync {
            repo.updateInfo("confinementCheck", .leaf(.number(5)))
            return repo.infoData.child(Path(".info/confinementCheck"))
        }
        #expect(written == .leaf(.number(5)))
    }
}
