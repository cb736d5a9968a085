/// Drives one facade through its public API and records what it delivers, in
/// generation-neutral terms, into a `TraceRecorder`.
///
/// Every callback records on the channel of the queue it runs on, then calls `done` (which
/// may run on any queue). Drivers translate shapes only; the runner decides what to wait for.
protocol FacadeDriver: AnyObject {
    static var generation: Generation { get }

    /// Connects a main app and a second app to the backend of `appId`.
    init(appId: String, recorder: TraceRecorder)

    /// The facade's server-timestamp placeholder.
    var serverTimestamp: Any { get }

    // Reading
    func observe(_ label: String, client: Client, path: String, query: QueryShape, events: [EventKind])
    func observeOnce(_ label: String, path: String, query: QueryShape, event: EventKind)
    func stopObserving(_ label: String)
    func removeAllObservers(_ path: String)
    func keepSynced(_ path: String, _ on: Bool)

    // Writing
    func write(_ operation: WriteOperation, client: Client, done: @escaping @Sendable () -> Void)
    /// `childByAutoId()` + `setValue`; returns the generated key.
    func push(_ path: String, value: Any?, done: @escaping @Sendable () -> Void) -> String
    func transaction(_ path: String, plan: TransactionPlan, localEvents: Bool, done: @escaping @Sendable () -> Void)

    // Connection
    func goOffline()
    func goOnline()
    /// Reads `.info/connected` of the main app once; the answer comes after every callback
    /// the app had queued, so it doubles as a local barrier.
    func readConnected(_ done: @escaping @Sendable (Bool) -> Void)
    /// A request that changes nothing, answered by the backend after everything it sent the
    /// client before.
    func serverRoundTrip(_ client: Client, done: @escaping @Sendable () -> Void)

    // References
    func describe(_ path: String) -> TraceEvent

    // Authentication
    func authenticate(_ request: AuthRequest, done: @escaping @Sendable () -> Void)
    func signOut() -> Outcome
    func observeAuth(_ label: String)
    func stopObservingAuth(_ label: String)
    func currentUser() -> AuthArgument
    /// Runs `done` after every auth callback queued so far.
    func authRoundTrip(_ done: @escaping @Sendable () -> Void)

    /// Removes observers and disconnects.
    func tearDown()
}

extension FacadeDriver {
    var generation: Generation { Self.generation }
}
