import WilddogEngine

/// A value behind the project's lock (which ThreadSanitizer sees), as a class so that closures
/// and the test can share it.
package final class Locked<Value: Sendable>: Sendable {
    private let lock: Lock<Value>
    package init(_ value: Value) { lock = Lock(value) }
    package func withLock<R>(_ body: (inout Value) -> R) -> R { lock.withLock { body(&$0) } }
    package var value: Value { lock.withLock { $0 } }
}
