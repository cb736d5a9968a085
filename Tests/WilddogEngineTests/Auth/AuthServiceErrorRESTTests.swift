import Testing
@testable import WilddogEngine

@Suite struct AuthServiceErrorRESTTests {
    @Test func everyCaseComesBackFromItsMessageAndReason() {
        for error in AuthServiceError.allCases {
            for token in [AuthServiceError.RESTToken.idToken, .refreshToken, .customToken] {
                let back = AuthServiceError(restMessage: error.restMessage(token: token), reason: error.restReason,
                                            metadata: error.restMetadata)
                #expect(back.restReason == error.restReason, "\(error)")
                #expect(back.newAPICode == error.newAPICode, "\(error)")
            }
        }
        let linked = AuthServiceError.providerAlreadyLinked(providerID: "qq")
        let back = AuthServiceError(restMessage: linked.restMessage(), reason: linked.restReason, metadata: linked.restMetadata)
        #expect(back == .providerAlreadyLinked(providerID: "qq", detail: "PROVIDER_ALREADY_LINKED"))
    }

    @Test func firebaseMessagesWithoutAReasonReadAsTheirCase() {
        #expect(AuthServiceError(restMessage: "EMAIL_EXISTS") == .emailAlreadyInUse(detail: "EMAIL_EXISTS"))
        #expect(AuthServiceError(restMessage: "WEAK_PASSWORD : Password should be at least 6 characters")
            == .weakPassword(detail: "Password should be at least 6 characters"))
        #expect(AuthServiceError(restMessage: "INVALID_LOGIN_CREDENTIALS").restReason == "invalidLoginCredentials")
        #expect(AuthServiceError(restMessage: "TOO_MANY_ATTEMPTS_TRY_LATER : later").restReason == "tooManyAttempts")
        #expect(AuthServiceError(restMessage: "CREDENTIAL_TOO_OLD_LOGIN_AGAIN").restReason == "credentialTooOld")
        #expect(AuthServiceError(restMessage: "MISSING_PASSWORD").restReason == "invalidArguments")
        #expect(AuthServiceError(restMessage: "SOMETHING_NEW") == .unknown(detail: "SOMETHING_NEW"))
        // A reason wins over the message: a revoked token is TOKEN_EXPIRED to Firebase's clients.
        #expect(AuthServiceError(restMessage: "TOKEN_EXPIRED", reason: "tokenRevoked").restReason == "tokenRevoked")
        #expect(AuthServiceError(restMessage: "TOKEN_EXPIRED").restReason == "expiredToken")
    }

    @Test func firebaseRefreshAnswersReadAsTheCasesTheirFailuresReportInProcess() {
        // Firebase's securetoken answers (no reason): revoked, disabled, deleted, unknown.
        let cases: [(message: String, reason: String, newAPI: Int, legacy: Int)] = [
            ("TOKEN_EXPIRED", "tokenRevoked", 22014, -7), ("USER_DISABLED", "userDisabled", 22001, -9999),
            ("USER_NOT_FOUND", "userNotFound", 22206, -8), ("INVALID_REFRESH_TOKEN", "invalidToken", 22004, -7),
        ]
        for (message, reason, newAPI, legacy) in cases {
            let error = AuthServiceError(restMessage: message, token: .refreshToken)
            #expect(error.restReason == reason, "\(message)")
            #expect(error.newAPICode == newAPI && error.legacyCode == legacy, "\(message)")
        }
        // What the server answers them with.
        #expect(AuthServiceError.tokenRevoked().restMessage(token: .refreshToken) == "TOKEN_EXPIRED")
        #expect(AuthServiceError.userDisabled().restMessage(token: .refreshToken) == "USER_DISABLED")
        #expect(AuthServiceError.userNotFound().restMessage(token: .refreshToken) == "USER_NOT_FOUND")
    }

    @Test func messagesAreFirebasesAndNeverCarryTheDetail() {
        #expect(AuthServiceError.wrongPassword(detail: "uid abc").restMessage() == "INVALID_PASSWORD")
        #expect(AuthServiceError.invalidUser(detail: "no such a@b.co").restMessage() == "EMAIL_NOT_FOUND")
        #expect(AuthServiceError.invalidToken().restMessage(token: .refreshToken) == "INVALID_REFRESH_TOKEN")
        #expect(AuthServiceError.invalidToken().restMessage(token: .customToken) == "INVALID_CUSTOM_TOKEN")
        #expect(AuthServiceError.tokenRevoked().restMessage() == "TOKEN_EXPIRED")
        #expect(AuthServiceError.weakPassword().restMessage().hasPrefix("WEAK_PASSWORD : "))
        #expect(AuthServiceError.failure().restStatus == 500 && AuthServiceError.emailAlreadyInUse().restStatus == 400)
        #expect(Set(AuthServiceError.allCases.map(\.restReason)).count == AuthServiceError.allCases.count)
    }
}
