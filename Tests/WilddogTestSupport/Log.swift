import WilddogEngine

/// A thread-safe list of strings recorded by callbacks.
public final class Log: Sendable {
    private let entries = Lock<[String]>([])

    public init() {}

    public func record(_ entry: String) { entries.withLock { $0.append(entry) } }
    public var all: [String] { entries.withLock { $0 } }
    public func clear() { entries.withLock { $0 = [] } }
    public func contains(_ entry: String) -> Bool { all.contains(entry) }
    public func count(of entry: String) -> Int { all.filter { $0 == entry }.count }
}
