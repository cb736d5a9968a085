import WilddogEngine

/// Values delivered by a callback, in order.
///
/// Waiting for the first one is `first(within:)`; each Swift Testing target adds `value(timeout:)`,
/// which records an issue when none came (this library does not import Testing).
public final class Expectation<Value>: @unchecked Sendable {
    // @unchecked: the values are read and written only under the lock (boxed: `Value` need not
    // be Sendable; the test reads what the callback delivered).
    private let values = Lock<[UncheckedBox<Value>]>([])

    public init() {}

    public func fulfill(_ value: Value) {
        let box = UncheckedBox(value)
        values.withLock { $0.append(box) }
    }

    public var count: Int { values.withLock { $0.count } }
    public var all: [Value] { values.withLock { $0 }.map(\.value) }

    /// The first delivered value, waiting up to `timeout` seconds; nil when none came.
    public func first(within timeout: Double) async -> Value? {
        guard await eventually(timeout: timeout, { self.count > 0 }) else { return nil }
        return values.withLock { $0 }.first?.value
    }
}
