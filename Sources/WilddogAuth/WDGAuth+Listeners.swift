import Foundation

/// Auth-state listeners.
extension WDGAuth {
    /// Registers `listener`: called right away (asynchronously, on the main queue) and then
    /// whenever the user signs in or out or the current user's idToken changes. WDGAuth retains
    /// it until removed.
    @discardableResult
    public func addStateDidChangeListener(_ listener: @escaping WDGAuthStateDidChangeListenerBlock) -> WDGAuthStateDidChangeListenerHandle {
        let state = self.state
        let handle = state.client.addStateListener(notifyNow: true, on: state.channel) { [self] session in
            listener(self, state.user(for: session))
        }
        return AuthStateListenerHandle(engineHandle: handle, state: state)
    }

    /// Removes the listener registered under `listenerHandle` (handles of other apps are ignored).
    public func removeStateDidChangeListener(_ listenerHandle: WDGAuthStateDidChangeListenerHandle) {
        guard let handle = listenerHandle as? AuthStateListenerHandle, handle.state === state else { return }
        state.client.removeStateListener(handle.engineHandle)
    }
}
