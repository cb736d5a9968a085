import WilddogEngine

/// Collects the trace of one facade run: callbacks on any queue record into it.
///
/// It also names the run's random identifiers (user ids, childByAutoId keys) by the aliases
/// the scenario gave them, so the traces of two runs on two backends can be compared.
final class TraceRecorder: Sendable {
    private struct State {
        var step = -1
        var entries: [TraceEntry] = []
        var aliasOf: [String: String] = [:]
        var actualOf: [String: String] = [:]
        var unnamedUsers = 0
    }

    private let state = Lock(State())

    /// The step whose callbacks are being recorded (the runner waits for each step to settle).
    var step: Int {
        get { state.withLock { $0.step } }
        set { state.withLock { $0.step = newValue } }
    }

    func record(_ channel: Channel, _ event: TraceEvent) {
        state.withLock { $0.entries.append(TraceEntry(step: $0.step, channel: channel, event: event)) }
    }

    /// Names a generated key or user id `alias`.
    func name(_ actual: String, _ alias: String) {
        state.withLock { state in
            state.aliasOf[actual] = alias
            state.actualOf[alias] = actual
        }
    }

    /// Names a user id seen in a callback: with `alias` when given, else `user1`, `user2`…
    /// in order of appearance; a known id keeps its name.
    func noteUser(_ uid: String, alias: String? = nil) {
        state.withLock { state in
            guard state.aliasOf[uid] == nil else { return }
            let name: String
            if let alias {
                name = alias
            } else {
                state.unnamedUsers += 1
                name = "user\(state.unnamedUsers)"
            }
            state.aliasOf[uid] = name
            state.actualOf[name] = uid
        }
    }

    /// The actual identifier behind an alias, if it was named.
    func actual(for alias: String) -> String? {
        state.withLock { $0.actualOf[alias] }
    }

    /// Everything recorded so far, with the names of the run's identifiers.
    var trace: Trace {
        state.withLock { Trace(entries: $0.entries, aliases: $0.aliasOf) }
    }
}
