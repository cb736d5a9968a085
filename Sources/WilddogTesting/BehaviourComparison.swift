import Foundation

/// Runs the legacy and the migrated version of the same code against two identical fresh
/// backends and compares what the SDK did, accepting MIGRATION.md's documented differences.
///
/// ```swift
/// @Test func sendMessageBehavesTheSame() throws {
///     let report = try BehaviourComparison.compare(seed: ["rooms": ["r1": ["title": "Hi"]]],
///         legacy: { backend in LegacyChat(root: backend.legacyRoot).send("hello", to: "r1") },
///         migrated: { backend in Chat(sync: backend.sync).send("hello", to: "r1") })
///     #expect(report.isEquivalent, "\(report)")
/// }
/// ```
public enum BehaviourComparison {
    /// Runs `legacy`, then `migrated`, each on its own new backend seeded with `seed` and
    /// `rules`; after each closure returns, waits until its backend settles (every write
    /// answered, callbacks run, nothing new for a moment), then compares the two traces.
    public static func compare(seed: Any? = nil, rules: String? = nil, options: CompareOptions = [],
                               timeout: TimeInterval = 20,
                               legacy: (WilddogTestBackend) throws -> Void,
                               migrated: (WilddogTestBackend) throws -> Void) throws -> BehaviourReport {
        let legacyTrace = try run(seed, rules, timeout, legacy)
        let migratedTrace = try run(seed, rules, timeout, migrated)
        return BehaviourReport(legacy: legacyTrace, migrated: migratedTrace, options: options)
    }

    /// As `compare`, for code that awaits.
    public static func compare(seed: Any? = nil, rules: String? = nil, options: CompareOptions = [],
                               timeout: TimeInterval = 20,
                               legacy: (WilddogTestBackend) async throws -> Void,
                               migrated: (WilddogTestBackend) async throws -> Void) async throws -> BehaviourReport {
        let a = try WilddogTestBackend(data: seed, rules: rules)
        defer { a.tearDown() }
        try await legacy(a)
        try a.settle(timeout: timeout)
        let b = try WilddogTestBackend(data: seed, rules: rules)
        defer { b.tearDown() }
        try await migrated(b)
        try b.settle(timeout: timeout)
        return BehaviourReport(legacy: a.trace(), migrated: b.trace(), options: options)
    }

    private static func run(_ seed: Any?, _ rules: String?, _ timeout: TimeInterval,
                            _ body: (WilddogTestBackend) throws -> Void) throws -> BehaviourTrace {
        let backend = try WilddogTestBackend(data: seed, rules: rules)
        defer { backend.tearDown() }
        try body(backend)
        try backend.settle(timeout: timeout)
        return backend.trace()
    }
}
