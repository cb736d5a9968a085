import Foundation
import WilddogBackend
import WilddogEngine

extension WilddogServer {
    /// A sign-in method that can be switched on or off (the console's switches).
    public enum SignInMethod: String, CaseIterable, Sendable {
        case emailPassword, phonePassword, anonymous, customToken, qq, weixin, weibo

        var engine: AuthSignInMethod {
            switch self {
            case .emailPassword: return .email
            case .phonePassword: return .phone
            case .anonymous: return .anonymous
            case .customToken: return .customToken
            case .qq: return .qq
            case .weixin: return .weixin
            case .weibo: return .weibo
            }
        }
    }

    /// A message the backend would have sent by email or SMS (password reset, verification).
    public struct OutboxMessage: Equatable, Sendable {
        public enum Kind: String, Sendable { case passwordResetEmail, emailVerification, passwordResetSMS, phoneVerificationSMS }
        public let kind: Kind
        /// The email address or phone number.
        public let recipient: String
        /// The one-time code (oob code for emails, six digits for SMS).
        public let code: String
        public let uid: String
        public let sentAt: Date
    }

    /// An identity vouched for by a third-party provider (QQ, WeiXin, Weibo).
    public struct OAuthIdentity: Sendable {
        /// The user's stable id at the provider.
        public var subject: String
        public var displayName: String?
        public var photoURL: String?
        public var email: String?

        public init(subject: String, displayName: String? = nil, photoURL: String? = nil, email: String? = nil) {
            self.subject = subject
            self.displayName = displayName
            self.photoURL = photoURL
            self.email = email
        }
    }

    /// The app secret: signs custom tokens; used as a token itself it signs in as admin.
    public var appSecret: String {
        get { server.auth.configuration.appSecret }
        set { server.auth.updateConfiguration { $0.appSecret = newValue } }
    }

    /// The enabled sign-in methods (all by default); a disabled one fails with
    /// "operation not allowed" / `authenticationDisabled`.
    public var enabledSignInMethods: Set<SignInMethod> {
        get { Set(SignInMethod.allCases.filter { server.auth.configuration.enabledSignInMethods.contains($0.engine) }) }
        set { server.auth.updateConfiguration { $0.enabledSignInMethods = Set(newValue.map(\.engine)) } }
    }

    /// Replaces the emulator-style OAuth check (default: any token is accepted and the user id
    /// is derived from the provider and subject). `verify(provider, parameters)` returns the
    /// identity or throws to reject the credential.
    public func setOAuthVerifier(_ verify: @escaping @Sendable (String, [String: String]) throws -> OAuthIdentity) {
        server.auth.updateConfiguration { $0.oauthVerifier = ClosureOAuthVerifier(verify: verify) }
    }

    /// PBKDF2 iterations for new password hashes (lower it to speed up tests; default 10 000).
    /// Setting a count outside 1…10 000 000 keeps the current one and logs a warning; use
    /// `setPasswordHashIterations(_:)` to get an error instead.
    public var passwordHashIterations: Int {
        get { server.auth.configuration.passwordHashIterations }
        set { Self.warnIfRejected { try setPasswordHashIterations(newValue) } }
    }

    /// Sets the PBKDF2 iteration count for new password hashes.
    /// - Throws: `invalidSetting` outside 1…10 000 000 (the current count is kept).
    public func setPasswordHashIterations(_ iterations: Int) throws {
        guard AuthServiceConfiguration.validPasswordHashIterations.contains(iterations) else {
            throw WilddogServerError.invalidSetting("passwordHashIterations must be in 1...10000000, not \(iterations)")
        }
        server.auth.updateConfiguration { $0.passwordHashIterations = iterations }
    }

    /// Lifetime of ID tokens in seconds (default one hour). Setting a lifetime outside one
    /// second to ten years (or not finite) keeps the current one and logs a warning; use
    /// `setIDTokenLifetime(_:)` to get an error instead.
    public var idTokenLifetime: TimeInterval {
        get { server.auth.configuration.idTokenLifetime }
        set { Self.warnIfRejected { try setIDTokenLifetime(newValue) } }
    }

    /// Sets the lifetime of new ID tokens, in seconds.
    /// - Throws: `invalidSetting` unless it is between one second and ten years (the current
    ///   lifetime is kept).
    public func setIDTokenLifetime(_ seconds: TimeInterval) throws {
        guard AuthServiceConfiguration.validIDTokenLifetimes.contains(seconds) else {
            throw WilddogServerError.invalidSetting("idTokenLifetime must be between 1 s and 10 years, not \(seconds)")
        }
        server.auth.updateConfiguration { $0.idTokenLifetime = seconds }
    }

    /// Runs a throwing setter for a property setter, which cannot throw: a rejected value is
    /// logged and ignored.
    static func warnIfRejected(_ set: () throws -> Void) {
        do { try set() } catch { EngineLog.warn("\(error); the setting is unchanged") }
    }

    /// Every message sent so far, oldest first.
    public var outbox: [OutboxMessage] { server.auth.outbox.map(OutboxMessage.init) }

    /// The latest message of `kind`, optionally to one recipient.
    public func lastMessage(_ kind: OutboxMessage.Kind, to recipient: String? = nil) -> OutboxMessage? {
        guard let engineKind = AuthOutboxMessage.Kind(rawValue: kind.rawValue) else { return nil }
        return server.auth.lastOutboxMessage(kind: engineKind, to: recipient).map(OutboxMessage.init)
    }

    public func clearOutbox() { server.auth.clearOutbox() }

    /// A custom token for `uid`, signed with the app secret (what a server SDK would mint).
    /// Should the crypto library fail (e.g. while the process exits), the failure is logged and
    /// the result is "", a token every sign-in rejects.
    public func createCustomToken(uid: String, claims: [String: Any] = [:], admin: Bool = false) -> String {
        do throws(AuthServiceError) {
            return try server.auth.mintCustomToken(
                uid: uid, claims: claims.compactMapValues { AuthJSON(any: $0) }, admin: admin)
        } catch {
            EngineLog.warn("createCustomToken failed: \(error)")
            return ""
        }
    }

    /// The uids of all accounts.
    public var userIDs: [String] { server.auth.allUsers().map(\.uid) }

    /// Disables or re-enables an account; a disabled account cannot sign in or use its tokens.
    /// Disabling takes effect before this returns: open connections signed in as the account
    /// lose what the rules granted it (listens are re-checked, writes judged as signed out) and
    /// their apps are signed out.
    public func setUserDisabled(_ uid: String, _ disabled: Bool) throws {
        do { try server.auth.setDisabled(uid: uid, disabled) } catch {
            throw WilddogServerError.authFailure(code: error.newAPICode, message: error.message)
        }
    }

    /// Deletes an account; its open connections are signed out before this returns, as when
    /// it is disabled.
    public func deleteUser(_ uid: String) throws {
        do { try server.auth.deleteUser(uid: uid) } catch {
            throw WilddogServerError.authFailure(code: error.newAPICode, message: error.message)
        }
    }
}

extension WilddogServer.OutboxMessage {
    init(_ message: AuthOutboxMessage) {
        self.init(kind: Kind(rawValue: message.kind.rawValue)!, recipient: message.recipient, code: message.code,
                  uid: message.uid, sentAt: message.sentAt)
    }
}

/// An OAuth verifier backed by a closure of the `WilddogServer` API.
struct ClosureOAuthVerifier: OAuthVerifier {
    let verify: @Sendable (String, [String: String]) throws -> WilddogServer.OAuthIdentity

    func verify(_ credential: OAuthCredential) throws(AuthServiceError) -> OAuthIdentity {
        do {
            let identity = try verify(credential.providerID, credential.parameters)
            return OAuthIdentity(providerID: credential.providerID, subject: identity.subject,
                                 displayName: identity.displayName, photoURL: identity.photoURL, email: identity.email)
        } catch let error as AuthServiceError {
            throw error
        } catch {
            throw AuthServiceError.invalidCredentials(detail: "\(error)")
        }
    }
}
