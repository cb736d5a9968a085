import WilddogEngine

/// Counts the completion blocks each client still owes, so a step can wait for all of them.
final class PendingCompletions: Sendable {
    private let counts = Lock<[Client: Int]>([:])

    func begin(_ client: Client) {
        counts.withLock { $0[client, default: 0] += 1 }
    }

    func end(_ client: Client) {
        counts.withLock { $0[client, default: 0] -= 1 }
    }

    func count(_ client: Client) -> Int {
        counts.withLock { $0[client, default: 0] }
    }
}
