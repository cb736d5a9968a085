/// One readiness report of the poller: the registration it is for and what the socket can do.
///
/// The poller itself is `Poller` (epoll on Linux, kqueue on Darwin), level-triggered: a socket
/// stays reported while it is readable (or writable, when asked for). Registration ids are never
/// reused, so an event still pending for a closed socket cannot reach the socket that took its
/// descriptor number. Id 0 is the poller's own wakeup.
struct PollEvent {
    var id: UInt64
    var readable: Bool
    var writable: Bool
    /// An error or hang-up, reported even for a socket that asked for nothing.
    var hangup: Bool = false
}

/// What a registration wants to hear about.
struct PollInterest: Equatable {
    var readable: Bool
    var writable: Bool
}
