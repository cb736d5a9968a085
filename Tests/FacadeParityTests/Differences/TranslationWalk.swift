import WilddogTesting
/// The state of a `TraceTranslator` while it walks the steps of a 1.x trace: who is signed
/// in on each side, which listeners exist, and which differences applied.
struct TranslationWalk {
    let scenario: Scenario
    let authListenerLabels: Set<String>
    var applied: Set<DocumentedDifference> = []
    /// Auth listeners registered so far, in order.
    var listeners: [String] = []
    /// The user 1.x is signed in as, and the one 2.x must be signed in as.
    var legacyUser: AuthArgument = .none
    var expectedUser: AuthArgument = .none
    /// The difference that made the two users diverge, while they do.
    var divergence: DocumentedDifference?

    init(scenario: Scenario) {
        self.scenario = scenario
        authListenerLabels = Set(scenario.steps.compactMap { step in
            if case .observeAuth(let label) = step { return label }
            return nil
        })
    }

    /// Whether the scenario declares `difference`; if so, records that it applied.
    mutating func use(_ difference: DocumentedDifference) -> Bool {
        guard scenario.differences.contains(difference) else { return false }
        applied.insert(difference)
        return true
    }

    /// Legacy-shaped auth-state entries of every registered listener.
    func listenerEntries(_ step: Int, _ user: AuthArgument) -> [TraceEntry] {
        listeners.map { TraceEntry(step: step, channel: .auth, event: .authState(label: $0, arguments: [user])) }
    }

    mutating func translate(step index: Int, _ entries: [TraceEntry]) -> [TraceEntry] {
        let step = scenario.steps.indices.contains(index) ? scenario.steps[index] : nil
        var result: [TraceEntry] = []
        var dropListenerEntries = false

        switch step {
        case .signInAnonymously:
            // 2.x signs a non-anonymous user out first, even if the anonymous sign-in fails.
            if case .user(_, let provider) = expectedUser, provider != "anonymous", use(.anonymousSignInSignsOutFirst) {
                result += listenerEntries(index, .none)
                expectedUser = .none
                divergence = .anonymousSignInSignsOutFirst
            }
        case .signOut:
            // Only the generation that had a user signed in tells its listeners.
            if (legacyUser == .none) != (expectedUser == .none), let divergence, use(divergence) {
                if legacyUser == .none { result += listenerEntries(index, .none) } else { dropListenerEntries = true }
            }
        case .signInWithAppSecret:
            // 2.x refuses the secret: no state change reaches the listeners.
            dropListenerEntries = scenario.differences.contains(.appSecretIsNotACustomToken)
        default:
            break
        }

        for entry in entries {
            var event = entry.event
            switch event {
            case .handle(let label, let type) where authListenerLabels.contains(label):
                if type == DocumentedDifference.legacyAuthHandleType, use(.authListenerHandleType) {
                    event = .handle(label: label, type: DocumentedDifference.newAuthHandleType)
                }
            case .completion(let operation, .failed(.operationFailed)):
                // 1.x has one code for both; a scenario declares at most one of the two.
                if case .setPriority = step, use(.priorityOnMissingNode) {
                    event = .completion(operation: operation, outcome: .failed(.nonExistentNode))
                } else if use(.invalidInputCode) {
                    event = .completion(operation: operation, outcome: .failed(.invalidParameters))
                }
            case .cancelled(let label, .failed(.operationFailed)):
                if use(.invalidInputCode) { event = .cancelled(label: label, outcome: .failed(.invalidParameters)) }
            case .transactionDone(let committed, .failed(.operationFailed), let snapshot):
                if use(.invalidInputCode) {
                    event = .transactionDone(committed: committed, outcome: .failed(.invalidParameters), snapshot: snapshot)
                }
            case .reference(let path, let key, "/", let root) where path.isEmpty:
                if use(.rootParentIsNil) { event = .reference(path: path, key: key, parent: nil, root: root) }
            case .authResult(let operation, var arguments):
                rewriteResult(&arguments, step: step, index: index, into: &result)
                if arguments.count == 2, use(.authCallbackArgumentOrder) { arguments.reverse() }
                event = .authResult(operation: operation, arguments: arguments)
            case .authState:
                if dropListenerEntries { continue }
            case .currentUser(let user):
                if user != expectedUser, user == legacyUser, let divergence, use(divergence) { event = .currentUser(expectedUser) }
            default:
                break
            }
            if event.reportsError { _ = use(.errorDomainsAndCodes) }
            result.append(TraceEntry(step: index, channel: entry.channel, event: event))
        }

        // 2.x listeners get the WDGAuth first.
        for position in result.indices {
            guard case .authState(let label, let arguments) = result[position].event, use(.authStateListenerGetsAuth) else { continue }
            result[position].event = .authState(label: label, arguments: [.auth] + arguments)
        }

        switch step {
        case .signOut:
            (legacyUser, expectedUser, divergence) = (.none, .none, nil)
        case .observeAuth(let label):
            listeners.append(label)
        case .stopObservingAuth(let label):
            listeners.removeAll { $0 == label }
        default:
            break
        }
        return result
    }

    /// Rewrites the (legacy-ordered) arguments of an auth result and follows who is signed in.
    mutating func rewriteResult(_ arguments: inout [AuthArgument], step: Step?, index: Int, into result: inout [TraceEntry]) {
        guard arguments.count == 2 else { return }
        switch step {
        case .createUser:
            if case .account(let uid) = arguments[1], use(.createUserSignsIn) {
                // 2.x hands over the signed-in user, after telling the listeners.
                let user = AuthArgument.user(uid: uid, provider: "password")
                result += listenerEntries(index, user)
                arguments[1] = user
                expectedUser = user
                divergence = .createUserSignsIn
            } else if arguments[0] == .error(.wrongPassword), use(.weakPasswordCode) {
                arguments[0] = .error(.weakPassword)
            }
        case .signInWithAppSecret:
            if let admin = arguments[1].user, use(.appSecretIsNotACustomToken) {
                arguments = [.error(.invalidToken), .none]
                legacyUser = admin
                divergence = .appSecretIsNotACustomToken
            }
        default:
            if let user = arguments[1].user {
                (legacyUser, expectedUser, divergence) = (user, user, nil)
            }
        }
    }
}
