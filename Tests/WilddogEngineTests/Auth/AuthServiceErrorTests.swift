import Testing
@testable import WilddogEngine

@Suite struct AuthServiceErrorTests {
    /// Every case with its 2.x code, its 1.x code and the start of its server message.
    static let table: [(AuthServiceError, Int, Int, String)] = [
        (.failure(), 22001, -9999, "The server indicated that this operation failed"),
        (.expiredToken(), 22002, -7, "The supplied auth token has expired"),
        (.invalidToken(), 22004, -7, "The supplied auth token was invalid"),
        (.tokenRevoked(), 22014, -7, "Invalid authentication credentials provided."),
        (.tokenNotForThisApp(), 22214, -7, "This token is not for this app"),
        (.operationNotAllowed(), 22006, -1, "The specified authentication type is not enabled for this Wilddog."),
        (.invalidProvider(), 22008, -4, "Invalid provider specified, please check application code."),
        (.providerNotLinked(), 22008, -4, "Invalid provider specified, please check application code."),
        (.invalidEmail(), 22009, -5, "The specified email address is incorrect."),
        (.wrongPassword(), 22010, -6, "The specified password is incorrect."),
        (.invalidUser(), 22011, -8, "The specified user does not exist."),
        (.emailAlreadyInUse(), 22203, -9, "The email address is already in use by another account"),
        (.invalidCredentials(), 22014, -11, "Invalid authentication credentials provided."),
        (.invalidArguments(), 22015, -12, "Invalid authentication arguments provided."),
        (.providerError(), 22016, -13, "A third_party provider error occurred. See data for details."),
        (.invalidOobCode(), 22018, -12, "Invalid oobCode."),
        (.expiredOobCode(), 22018, -12, "Invalid oobCode."),
        (.invalidLoginCredentials(), 22010, -6, "The specified password is incorrect."),
        (.tooManyAttempts(), 22005, -14, "Too many unsuccessful attempts"),
        (.providerAlreadyLinked(providerID: "password"), 22208, -9999,
         "User can only be linked to one identity for the given provider."),
        (.providerAlreadyLinked(providerID: "qq"), 22201, -9999,
         "User can only be linked to one identity for the given provider."),
        (.credentialAlreadyInUse(), 22204, -9999, "This identity already linked anotheraccount."),
        (.emailMissing(), 22205, -9999, "The account doesn't hava a email."),
        (.userNotFound(), 22206, -8, "There is no user record corresponding to this identifier."),
        (.credentialTooOld(), 22209, -9999, "The user try to do security_sensitive actions"),
        (.noPasswordProvider(), 22210, -9999, "The user not have password provider"),
        (.weakPassword(), 22211, -6, "Password's length must between 6 and 32"),
        (.displayNameTooLong(), 22212, -12, "DisplayName length must be length than 20"),
        (.photoURLTooLong(), 22213, -12, "PhotoUrl length must be length than 1024"),
        (.invalidProfileCharacters(), 22225, -12, "Photo url or display name contain illegal special characters"),
        (.invalidPhone(), 22219, -5, "The specified phone is incorrect."),
        (.phoneAlreadyInUse(), 22224, -9, "The phone is already in use by another account."),
        (.emailNotFound(), 22220, -8, "The email is not exist"),
        (.phoneNotFound(), 22221, -8, "The phone is not exist"),
        (.smsCodeNotSent(), 22222, -9999, "When user's operation with phone, the smsCode must be carried"),
        (.smsCodeMismatch(), 22226, -9999, "Sms code error , please retry to send sms code"),
        (.userDisabled(), 22001, -9999, "The server indicated that this operation failed"),
        (.unknown(), 29999, -9999, "An unknown error ocurred"),
    ]

    @Test func everyCaseMapsToBothCodeTablesAndItsServerMessage() {
        for (error, newAPI, legacy, message) in Self.table {
            #expect(error.newAPICode == newAPI, "\(error)")
            #expect(error.legacyCode == legacy, "\(error)")
            #expect(error.message.hasPrefix(message), "\(error)")
        }
    }

    @Test func legacyCodesStayInsideWAuthenticationError() {
        let legacyCodes = Set(-16 ... -1).union([-9999])
        for (error, _, _, _) in Self.table {
            #expect(legacyCodes.contains(error.legacyCode))
            #expect((22001...22239).contains(error.newAPICode) || error.newAPICode == 29999)
        }
    }

    @Test func descriptionAppendsTheDetail() {
        #expect(AuthServiceError.invalidEmail(detail: "\"x\"").description == "The specified email address is incorrect. (\"x\")")
        #expect(AuthServiceError.invalidEmail().description == "The specified email address is incorrect.")
        #expect(AuthServiceError.providerAlreadyLinked(providerID: "qq", detail: "d").detail == "d")
    }
}
