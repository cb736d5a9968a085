/// A behavioural difference between the 1.x and 2.x APIs that the 2.x API documents and
/// MIGRATION.md lists (under the bold title `migrationTitle`). `BehaviourComparison` accepts
/// exactly these; the project's facade parity test maps the same list.
public enum DocumentedDifference: String, Sendable, CaseIterable {
    /// 1.x auth blocks get `(error, authData)`, 2.x `(user, error)`.
    case authCallbackArgumentOrder
    /// 1.x auth observers get `(authData)`, 2.x state listeners `(auth, user)`.
    case authStateListenerGetsAuth
    /// Auth observer handles are `WilddogHandle` (Int64) in 1.x, `WDGAuthStateDidChangeListenerHandle` in 2.x.
    case authListenerHandleType
    /// 2.x `createUser` signs the new user in (listeners fire, `currentUser` is set); 1.x only
    /// created the account and returned a dictionary with its uid.
    case createUserSignsIn
    /// 2.x signs a non-anonymous user out before an anonymous sign-in (listeners get nil first).
    case anonymousSignInSignsOutFirst
    /// 1.x accepted the app secret as a custom token (admin login); 2.x rejects it (`invalidToken`).
    case appSecretIsNotACustomToken
    /// The root's `parent` is the root in 1.x and nil in 2.x.
    case rootParentIsNil
    /// Each generation has its own error domains and codes.
    case errorDomainsAndCodes
    /// `setPriority` on a missing node: 1.x `OperationFailed` (−2), 2.x `nonExistentNode` (26301).
    case priorityOnMissingNode
    /// Input rejected by the client: 1.x `OperationFailed` (−2), 2.x `invalidParameters` (26106).
    case invalidInputCode
    /// A too-short password: 1.x `InvalidPassword` (−6), 2.x `passwordLengthError` (22211).
    case weakPasswordCode

    /// The bold lead of this difference's bullet in MIGRATION.md.
    public var migrationTitle: String {
        switch self {
        case .authCallbackArgumentOrder: return "Auth callbacks take `(user, error)`"
        case .authStateListenerGetsAuth: return "Auth state listeners get the `WDGAuth` first"
        case .authListenerHandleType: return "Handle types"
        case .createUserSignsIn: return "`createUser` signs the new user in"
        case .anonymousSignInSignsOutFirst: return "Anonymous sign-in signs the previous user out first"
        case .appSecretIsNotACustomToken: return "Custom tokens"
        case .rootParentIsNil: return "The root's `parent`"
        case .errorDomainsAndCodes: return "Error domains and codes changed"
        case .priorityOnMissingNode: return "`setPriority` on a missing node has its own code"
        case .invalidInputCode: return "Rejected input has its own code"
        case .weakPasswordCode: return "A too-short password has its own code"
        }
    }

    /// True when this difference can show in a `BehaviourTrace` at all. The others change only
    /// the shape of callbacks, handles or error codes, which the trace records in engine terms
    /// (the same for both APIs), so they never need to be accepted there.
    public var showsInTraces: Bool {
        switch self {
        case .createUserSignsIn, .anonymousSignInSignsOutFirst, .appSecretIsNotACustomToken: return true
        default: return false
        }
    }

    /// True when the hunk (legacy lines replaced by migrated lines, `next` the common line that
    /// follows it) is exactly this difference.
    func explains(legacy: [String], migrated: [String], next: String?) -> Bool {
        switch self {
        case .createUserSignsIn:
            // 1.x: the account is created (a dictionary comes back), nobody signs in. 2.x: the
            // new account signs in, so the sign-in 1.x code did next is dropped or already done.
            guard legacy == ["auth result ok"] else { return false }
            if migrated.isEmpty { return next.map { $0.hasPrefix("auth state ") && $0.hasSuffix(" (password)") } ?? false }
            guard migrated.count == 2, migrated[0].hasPrefix("auth state "), migrated[0].hasSuffix(" (password)") else { return false }
            let account = migrated[0].dropFirst("auth state ".count).dropLast(" (password)".count)
            return migrated[1] == "auth result \(account)"
        case .anonymousSignInSignsOutFirst:
            return legacy.isEmpty && migrated == ["auth state signed out"]
        case .appSecretIsNotACustomToken:
            // 1.x signed in as admin (and a later sign-out was a change); 2.x refused the token.
            let legacyAdmin = legacy.contains("auth result admin")
                && legacy.allSatisfy { $0 == "auth state admin (custom)" || $0 == "auth result admin" || $0 == "auth state signed out" }
            return legacyAdmin && migrated == ["auth result error invalidToken"]
        default:
            return false
        }
    }
}
