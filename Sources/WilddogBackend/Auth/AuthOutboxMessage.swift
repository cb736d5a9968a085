import Foundation

/// A message the service would have sent by email or SMS, kept for tests and `WilddogServer`.
package struct AuthOutboxMessage: Equatable, Sendable {
    /// What the message is for.
    package enum Kind: String, Sendable, CaseIterable {
        case passwordResetEmail
        case emailVerification
        case passwordResetSMS
        case phoneVerificationSMS

        /// True for the messages sent by SMS (six-digit codes), false for emails (oob codes).
        package var isSMS: Bool { self == .passwordResetSMS || self == .phoneVerificationSMS }
    }

    package var kind: Kind
    /// The email address or phone number it went to.
    package var recipient: String
    /// The one-time oob code (email) or the six-digit code (SMS).
    package var code: String
    /// The account it concerns.
    package var uid: String
    package var sentAt: Date

    package init(kind: Kind, recipient: String, code: String, uid: String, sentAt: Date) {
        self.kind = kind
        self.recipient = recipient
        self.code = code
        self.uid = uid
        self.sentAt = sentAt
    }
}
