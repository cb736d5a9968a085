import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `Wilddog.defaultConfig().callbackQueue` is one setting for the whole process, and every test
/// target runs in the same test process, in parallel. A test that points it at another queue,
/// or that needs it to stay the main queue while it checks an ordering across the two APIs,
/// holds this gate: a lock on a file named after the process, so the test targets exclude each
/// other without touching other processes.
public enum LegacyCallbackQueueGate {
    private static var path: String {
        NSTemporaryDirectory() + "/wilddog-tests-legacy-callback-queue-\(getpid()).lock"
    }

    /// Runs `body` while no other test changes (or depends on) the 1.x callback queue.
    public static func withGate<T>(_ body: () async throws -> T) async rethrows -> T {
        let fd = open(path, O_CREAT | O_RDWR, 0o600)
        defer { if fd >= 0 { close(fd) } }
        if fd >= 0 {
            // Polled, not blocking: a blocked thread of the shared pool could be the one the
            // holder needs to resume.
            while flock(fd, LOCK_EX | LOCK_NB) != 0 { try? await Task.sleep(for: .milliseconds(5)) }
        }
        defer { if fd >= 0 { flock(fd, LOCK_UN) } }
        return try await body()
    }
}
