import Foundation

/// An outstanding one-time code: an email oob code or an SMS code, until used or expired.
struct AuthPendingCode: Equatable, Sendable {
    /// What the code allows: the kind of message that carried it.
    var kind: AuthOutboxMessage.Kind
    var code: String
    var uid: String
    /// The email or phone the code went to; the code is void once the account's changes.
    var recipient: String
    var expiresAt: Date

    /// The code's key in a store: its kind and the code.
    var key: String { kind.rawValue + ":" + code }
}
