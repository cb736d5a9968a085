import Foundation

/// An outstanding one-time code: an email oob code or an SMS code, until used or expired.
package struct AuthPendingCode: Equatable, Sendable {
    /// What the code allows.
    package enum Purpose: Equatable, Sendable {
        case resetPasswordByEmail
        case verifyEmail
        case resetPasswordBySMS
        case verifyPhone
    }

    package var purpose: Purpose
    package var code: String
    package var uid: String
    /// The email or phone the code went to; the code is void once the account's changes.
    package var recipient: String
    package var expiresAt: Date
}
