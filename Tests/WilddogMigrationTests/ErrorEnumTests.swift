import Testing
@testable import WilddogMigration

/// Legacy error enums have no 2.x type with the same cases and codes: their uses as types and
/// values are reported in Swift (never left silently), and follow their renamed constants in ObjC.
struct ErrorEnumTests {
    @Test func swiftTypeUsesAndImplicitCasesAreReported() {
        let text = """
        import Wilddog
        func f(error: NSError) -> Bool {
            let reason = WAuthenticationError(rawValue: error.code)
            let sync: WilddogError? = WilddogError(rawValue: error.code)
            return reason == .InvalidPassword || sync == nil
        }

        """
        let outcome = Harness.migrate([("a.swift", text)])[0]
        let errorCode = outcome.findings.filter { $0.ruleID == "error-code" }
        #expect(errorCode.map(\.line) == [3, 4, 4, 5])
        #expect(errorCode[0].message.contains("legacy error type WAuthenticationError") && errorCode[0].suggestion == "WDGAuthErrorCode(rawValue: …)")
        #expect(errorCode[1].suggestion == "WDGSyncErrorCode(rawValue: …)")
        // Both enums are named in the file and both have the case: each reading is given.
        #expect(errorCode[3].message.contains("WAuthenticationError.InvalidPassword (-6 in WAuthenticationErrorDomain) is 22010 in 2.x"))
        #expect(errorCode[3].message.contains("WilddogError.InvalidPassword (-16 in WilddogErrorDomain) is 22010 in 2.x"))
        #expect(outcome.outputText.contains("WAuthenticationError(rawValue: error.code)"), "reported, not rewritten")
    }

    /// An implicit `.Unknown` is not taken for an error case in a file that never names a legacy error enum.
    @Test func implicitCasesNeedTheEnumInTheFile() {
        let text = "import Wilddog\nenum State { case Unknown }\nlet s: State = .Unknown\nlet r = Wilddog(url: \"https://e.wilddogio.com\")\n"
        #expect(!Harness.migrate([("a.swift", text)])[0].findings.contains { $0.ruleID == "error-code" })
    }

    @Test func objcCastToTheLegacyEnumFollowsTheRenamedConstants() {
        let text = "#import <Wilddog/Wilddog.h>\nBOOL f(NSError *error) {\n    WAuthenticationError reason = (WAuthenticationError)error.code;\n    return reason == WAuthenticationErrorInvalidPassword;\n}\n"
        let outcome = Harness.migrate([("a.m", text)])[0]
        #expect(outcome.outputText.contains("WDGAuthErrorCode reason = (WDGAuthErrorCode)error.code;\n    return reason == WDGAuthErrorCodeInvalidPassword;"))
        #expect(!outcome.findings.contains { $0.ruleID == "error-code" })
    }
}
