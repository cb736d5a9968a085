import WilddogTesting
import Testing

/// A behaviour written once and run through both facades; their traces must be identical up
/// to the documented differences the scenario declares.
struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    /// Backend data before the clients connect (JSON, export format allowed).
    var seed: String?
    /// Security rules installed before the clients connect.
    var rules: String?
    let steps: [Step]
    /// Texts the rendered trace must contain, so that parity is never vacuous (two facades that
    /// both did nothing would agree).
    var mustShow: [String]
    /// The documented differences this scenario exercises: the only ones applied when its
    /// 1.x trace is translated, and each must actually apply.
    var differences: Set<DocumentedDifference> = []
    /// A known engine bug that makes this scenario fail (intermittently), reported as such.
    var knownIssue: String?

    init(_ name: String, seed: String? = nil, rules: String? = nil, differences: Set<DocumentedDifference> = [],
         knownIssue: String? = nil, mustShow: [String], steps: [Step]) {
        self.name = name
        self.seed = seed
        self.rules = rules
        self.differences = differences
        self.knownIssue = knownIssue
        self.mustShow = mustShow
        self.steps = steps
    }

    var testDescription: String { name }

    /// Whether any step signs in, out or observes auth (the run then waits for auth callbacks).
    var usesAuth: Bool {
        steps.contains { step in
            switch step {
            case .createUser, .signIn, .signInAnonymously, .signInWithCustomToken, .signInWithAppSecret, .signInWithOAuth,
                 .sendPasswordReset, .signOut,
                 .observeAuth, .stopObservingAuth, .checkCurrentUser:
                return true
            default:
                return false
            }
        }
    }

    /// Whether the second app takes part (the run then waits for its round trips too).
    var usesSecondClient: Bool {
        steps.contains { step in
            switch step {
            case .observe(_, _, _, _, .second), .set(_, _, _, .second): return true
            case .transaction(_, let plan, _): return plan.contendedRuns > 0
            default: return false
            }
        }
    }
}
