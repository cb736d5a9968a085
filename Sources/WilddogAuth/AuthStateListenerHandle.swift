import Foundation

/// The handle `addStateDidChangeListener(_:)` returns: names one engine listener of one app.
final class AuthStateListenerHandle: NSObject {
    let engineHandle: Int64
    weak var state: AuthState?

    init(engineHandle: Int64, state: AuthState) {
        self.engineHandle = engineHandle
        self.state = state
    }
}
