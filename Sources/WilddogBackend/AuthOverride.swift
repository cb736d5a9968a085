/// What the rules see for an admin credential that asks to act as someone else (the Admin SDK's
/// `databaseAuthVariableOverride`, sent as `authvar` or `noauth`; WIRE-PROTOCOL.md §8).
package enum AuthOverride: Sendable, Equatable {
    /// The rules' `auth` is this identity, not the admin.
    case identity(AuthRulesAuth)
    /// The rules see `auth == null`.
    case unauthenticated
}
