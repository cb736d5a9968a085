import WilddogAuth
import Wilddog

/// A behavioural difference between the 1.x and 2.x APIs that the 2.x API documents. The
/// parity test maps exactly these (see `TraceTranslator`); MIGRATION.md lists each under the
/// bold title `migrationTitle`, and a test checks that it does.
enum DocumentedDifference: String, Sendable, CaseIterable {
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
    /// Each generation has its own error domains and codes (compared by meaning through
    /// `LegacyErrorMeanings` and `NewErrorMeanings`).
    case errorDomainsAndCodes
    /// `setPriority` on a missing node: 1.x `OperationFailed` (−2), 2.x `nonExistentNode` (26301).
    case priorityOnMissingNode
    /// Input rejected by the client: 1.x `OperationFailed` (−2), 2.x `invalidParameters` (26106).
    case invalidInputCode
    /// A too-short password: 1.x `InvalidPassword` (−6), 2.x `passwordLengthError` (22211).
    case weakPasswordCode

    /// The bold lead of this difference's bullet in MIGRATION.md.
    var migrationTitle: String {
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

    /// The declared type of a 1.x auth observer handle.
    static let legacyAuthHandleType = declaredType(of: [WilddogHandle]())
    /// The declared type of a 2.x auth state listener handle.
    static let newAuthHandleType = declaredType(of: [WDGAuthStateDidChangeListenerHandle]())
}
