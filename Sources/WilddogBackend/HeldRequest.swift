import WilddogEngine

/// A request that waits for its connection's new credentials (its ID token expired): it is
/// handled, in order, once the client has authenticated again.
struct HeldRequest {
    let request: WireRequest
    let id: WireRequestID?
    let reply: (WireResponse?) -> Void
}
