import Dispatch

/// The transport of an app no backend serves: its links never connect (the repo keeps working
/// offline, its writes pending) and each one warns why.
struct UnroutedTransport: ServerTransport {
    func connect(appId: String, delegate: any ServerConnectionDelegate, queue: DispatchQueue) -> any ServerConnection {
        EngineLog.warn(BackendRouting.unroutedMessage(appId: appId))
        return UnroutedConnection()
    }
}
