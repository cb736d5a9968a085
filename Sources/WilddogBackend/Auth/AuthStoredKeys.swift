/// The keys of what an operation changed in an `AuthStore`, for its persistence to write.
struct AuthStoredKeys: Equatable, Sendable {
    /// uids of accounts saved or removed (passwords included).
    var users: Set<String> = []
    /// Refresh-token keys of sessions opened or dropped.
    var sessions: Set<String> = []
    /// `AuthPendingCode.key`s of codes issued or used.
    var codes: Set<String> = []

    var isEmpty: Bool { users.isEmpty && sessions.isEmpty && codes.isEmpty }
}
