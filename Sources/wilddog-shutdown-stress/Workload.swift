import WilddogEngine

/// What a child does to its app, through one API generation.
protocol Workload: AnyObject, Sendable {
    /// One random operation: a write, update, transaction, listener, sign-in or onDisconnect.
    func step(_ random: inout SplitMix64)
    /// A write whose completion block calls `exit(0)` (a program ending "once its last step
    /// completes").
    func writeThenExit()
    /// Ends the app the way this generation can: `WDGApp.delete` (2.x), `goOffline` (1.x).
    func end()
}
