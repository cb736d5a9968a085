/// A request that waits for its connection's new credentials (its ID token expired): it is
/// handled, in order, once the client has authenticated again.
struct HeldRequest {
    /// Answers the request (judged with the credentials then in force).
    let run: () -> Void
}
