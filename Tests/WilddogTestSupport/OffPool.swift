import Foundation

/// Blocking work (launching a compiler, a tool or a program and waiting for it) on a thread of its own.
///
/// Swift Testing runs tests on Swift's cooperative pool, which has one thread per core (two on
/// CI's machine) for every async test of the process. A test that waits for a subprocess on one
/// of those threads holds it for seconds: two such tests at once freeze every other test,
/// including the ones that time their waits. Awaiting `OffPool.run` holds no pool thread.
public enum OffPool {
    public static func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    public static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            Thread { continuation.resume(returning: body()) }.start()
        }
    }
}
