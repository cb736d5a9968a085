import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine
@testable import Wilddog

/// A clock the test moves by hand.
final class AuthTestClock: Sendable {
    private let current: Lock<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = Lock(start)
    }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    var function: @Sendable () -> Date { { self.now } }
}

/// The secret of the services built by `makeAuthService`.
let authTestSecret = "test-app-secret-0123456789"

/// A service with a manual clock, seeded randomness and a cheap password hash (PBKDF2, 2 rounds).
func makeAuthService(
    appID: String = "test-app", clock: AuthTestClock = AuthTestClock(), secret: String = authTestSecret,
    methods: Set<AuthSignInMethod> = Set(AuthSignInMethod.allCases),
    verifier: any OAuthVerifier = OAuthEmulatorVerifier(), seed: String = "seed"
) -> AuthService {
    AuthService(appID: appID, configuration: AuthServiceConfiguration(
        appSecret: secret, enabledSignInMethods: methods, oauthVerifier: verifier, clock: clock.function,
        randomSource: AuthDeterministicRandomSource(seed: seed), passwordScheme: .pbkdf2(iterations: 2)))
}

/// The error `body` throws, or nil when it succeeds.
///
/// Takes an untyped closure because closure literals infer `throws(any Error)`; every service
/// operation throws `AuthServiceError` only, so anything else is reported as a failure.
func authError<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) -> AuthServiceError? {
    do {
        _ = try body()
        return nil
    } catch let error as AuthServiceError {
        return error
    } catch {
        Issue.record("threw a foreign error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The case name of an error ("invalidEmail", …), to compare errors without their detail.
func authCaseName(_ error: AuthServiceError?) -> String? {
    guard let error else { return nil }
    return Mirror(reflecting: error).children.first?.label ?? String(describing: error)
}

extension AuthServiceError {
    /// The 1.x code the `Wilddog` facade reports for this error (its table is `LegacyError`).
    var legacyCode: Int { LegacyError.code(self).rawValue }
}

/// Checks that `body` fails with the case `name` and the codes of both tables.
func expectAuthError<T>(
    _ name: String, newAPI: Int, legacy: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> T
) {
    let error = authError(body, sourceLocation: sourceLocation)
    #expect(authCaseName(error) == name, "\(String(describing: error))", sourceLocation: sourceLocation)
    #expect(error?.newAPICode == newAPI, sourceLocation: sourceLocation)
    #expect(error?.legacyCode == legacy, sourceLocation: sourceLocation)
}

/// An OAuth verifier with a fixed table of access tokens, as a real provider would answer.
struct AuthTableVerifier: OAuthVerifier {
    var identities: [String: OAuthIdentity]

    func verify(_ credential: OAuthCredential) throws(AuthServiceError) -> OAuthIdentity {
        guard let token = credential.parameters[OAuthCredential.accessTokenKey]
            ?? credential.parameters[OAuthCredential.codeKey]
        else { throw .invalidArguments(detail: "no token") }
        guard let identity = identities[token] else { throw .invalidCredentials(detail: "provider rejected \(token)") }
        return identity
    }
}
