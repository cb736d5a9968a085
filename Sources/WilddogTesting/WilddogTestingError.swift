/// Why a WilddogTesting helper gave up: a clear failure instead of a hang.
public enum WilddogTestingError: Error, CustomStringConvertible, Sendable {
    /// A wait ran out of time; `what` says what was awaited and what was seen.
    case timedOut(String)
    /// The backend could not be set up (bad seed data or rules).
    case setup(String)

    public var description: String {
        switch self {
        case .timedOut(let what): return "WilddogTesting: timed out waiting \(what)"
        case .setup(let what): return "WilddogTesting: cannot set up the backend: \(what)"
        }
    }
}
