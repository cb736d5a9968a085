import Synchronization

/// Collects the `RecordedStep`s of every app that talks to one backend (app id), whichever
/// facade drives it. Steps are appended on the callback queue right before the user callback
/// they describe runs, so the order is the order of delivery.
package final class EngineRecorder: Sendable {
    package let appId: String
    private let steps = Lock<[(client: ObjectIdentifier?, step: RecordedStep)]>([])

    package init(appId: String) { self.appId = appId }

    /// Records `step`; `client` is the app (repo) it happened in, nil for auth steps.
    package func append(_ step: RecordedStep, client: AnyObject? = nil) {
        let id = client.map(ObjectIdentifier.init)
        steps.withLock { $0.append((id, step)) }
    }

    /// What has been recorded so far, with the app of each step.
    package var recorded: [(client: ObjectIdentifier?, step: RecordedStep)] { steps.withLock { $0 } }

    package var count: Int { steps.withLock { $0.count } }

    /// Starts recording the apps of `appId`; replaces a recorder already attached to it.
    package func attach() { EngineRecorders.attach(self) }

    /// Stops recording; steps already recorded stay readable.
    package func detach() { EngineRecorders.detach(self) }
}

/// The attached recorders by app id. With none attached (the normal case) a look-up costs one
/// atomic load.
package enum EngineRecorders {
    private static let attachedCount = Atomic<Int>(0)
    private static let table = Lock<[String: EngineRecorder]>([:])

    static func attach(_ recorder: EngineRecorder) {
        table.withLock { t in
            if t.updateValue(recorder, forKey: recorder.appId) == nil { attachedCount.add(1, ordering: .releasing) }
        }
    }

    static func detach(_ recorder: EngineRecorder) {
        table.withLock { t in
            guard t[recorder.appId] === recorder else { return }
            t[recorder.appId] = nil
            attachedCount.subtract(1, ordering: .releasing)
        }
    }

    /// The recorder of `appId`, if one is attached.
    @inline(__always)
    package static func recorder(for appId: String) -> EngineRecorder? {
        guard attachedCount.load(ordering: .acquiring) > 0 else { return nil }
        return table.withLock { $0[appId] }
    }
}
