internal import WilddogBackend
internal import WilddogEngine
import WilddogServer

/// Records what the SDK does for one app id (every app of the process whose URL is
/// `https://<appId>.wilddogio.com`, through either API) from `init` until `stop()`.
/// `WilddogTestBackend` uses one; use it directly to record an app id you set up yourself.
public final class BehaviourRecording: Sendable {
    public let appId: String
    private let recorder: EngineRecorder

    /// Starts recording `appId` (replacing a recording already running for it).
    public init(appId: String) {
        self.appId = appId
        recorder = EngineRecorder(appId: appId)
        recorder.attach()
    }

    /// Stops recording; what was recorded stays readable.
    public func stop() { recorder.detach() }

    /// The number of steps recorded so far.
    public var count: Int { recorder.count }

    /// What has been recorded so far, with the backend's current data.
    public func trace() -> BehaviourTrace {
        let server = EmbeddedServerRegistry.shared.server(for: appId)
        return BehaviourTrace(steps: recorder.recorded, finalData: canonicalJSON(WilddogServer(appId: appId).exportedData()),
                              users: server.auth.allUsers().map { ($0.uid, $0.email ?? $0.phone) })
    }
}
