import Wilddog
import WilddogAuth
import WilddogTesting

/// The parity trace records handle types; these are the two that `authListenerHandleType` maps.
/// (`DocumentedDifference` itself is WilddogTesting's: the parity test and users' behaviour
/// comparisons accept one list.)
extension DocumentedDifference {
    /// The declared type of a 1.x auth observer handle.
    static let legacyAuthHandleType = declaredType(of: [WilddogHandle]())
    /// The declared type of a 2.x auth state listener handle.
    static let newAuthHandleType = declaredType(of: [WDGAuthStateDidChangeListenerHandle]())
}
