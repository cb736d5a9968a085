import WilddogTesting
import Foundation
import Testing
import Wilddog
import WilddogAuth
import WilddogSync

/// The list of documented differences the parity test maps: listed in MIGRATION.md, each
/// exercised by a scenario, applied only where declared, and error tables that agree.
@Suite struct DifferenceCatalogTests {
    /// The hand-written part of MIGRATION.md's "Behavioural differences" section.
    static func behaviouralSection() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("MIGRATION.md"), encoding: .utf8)
        let start = try #require(text.range(of: "## Behavioural differences between 1.x and 2.x"))
        let end = try #require(text.range(of: "<!-- BEGIN GENERATED TABLES"))
        let section = text[start.upperBound..<end.lowerBound]
        return String(section[..<(section.range(of: "\n## ")?.lowerBound ?? section.endIndex)])
    }

    @Test(arguments: DocumentedDifference.allCases)
    func migrationGuideListsTheDifference(_ difference: DocumentedDifference) throws {
        let section = try Self.behaviouralSection()
        #expect(section.contains("**\(difference.migrationTitle)**"),
                "MIGRATION.md's behavioural differences lack \"\(difference.migrationTitle)\" (\(difference.rawValue))")
    }

    @Test func migrationGuideSaysTheParityTestEnforcesTheList() throws {
        #expect(try Self.behaviouralSection().contains("`Tests/FacadeParityTests`"))
    }

    @Test(arguments: DocumentedDifference.allCases)
    func someScenarioExercisesTheDifference(_ difference: DocumentedDifference) {
        #expect(Scenario.all.contains { $0.differences.contains(difference) && $0.knownIssue == nil })
    }

    /// 1.x reports both with OperationFailed: a scenario declaring both would be ambiguous.
    @Test func noScenarioDeclaresBothOperationFailedSplits() {
        #expect(!Scenario.all.contains { $0.differences.isSuperset(of: [.priorityOnMissingNode, .invalidInputCode]) })
    }

    @Test func scenarioNamesAreUnique() {
        #expect(Set(Scenario.all.map(\.name)).count == Scenario.all.count)
    }

    @Test func undeclaredDifferencesAreNotTranslated() {
        let steps: [Step] = [.observeAuth("A"), .signIn(email: "a@example.com", password: "secret1"), .describe("")]
        let legacy = Trace(entries: [
            TraceEntry(step: 0, channel: .direct, event: .handle(label: "A", type: "Int64")),
            TraceEntry(step: 1, channel: .auth, event: .authState(label: "A", arguments: [.user(uid: "u", provider: "password")])),
            TraceEntry(step: 1, channel: .auth, event: .authResult(operation: "signIn(email)",
                                                                   arguments: [.none, .user(uid: "u", provider: "password")])),
            TraceEntry(step: 2, channel: .direct, event: .reference(path: "", key: "", parent: "/", root: "/")),
        ], aliases: [:])
        let plain = TraceTranslator(scenario: Scenario("plain", mustShow: [], steps: steps)).translate(legacy)
        #expect(plain.trace.lines(titles: []) == legacy.lines(titles: []))
        #expect(plain.applied.isEmpty)

        let declared = Scenario("declared", differences: [.authCallbackArgumentOrder, .authStateListenerGetsAuth,
                                                          .authListenerHandleType, .rootParentIsNil],
                                mustShow: [], steps: steps)
        let translated = TraceTranslator(scenario: declared).translate(legacy)
        #expect(translated.applied == declared.differences)
        #expect(translated.trace.entries.map(\.event) == [
            .handle(label: "A", type: DocumentedDifference.newAuthHandleType),
            .authState(label: "A", arguments: [.auth, .user(uid: "u", provider: "password")]),
            .authResult(operation: "signIn(email)", arguments: [.user(uid: "u", provider: "password"), .none]),
            .reference(path: "", key: "", parent: nil, root: "/"),
        ])
    }

    @Test func handleTypesAreTheDeclaredOnes() {
        #expect(DocumentedDifference.legacyAuthHandleType == "Int64")
        #expect(DocumentedDifference.newAuthHandleType != DocumentedDifference.legacyAuthHandleType)
        #expect(declaredType(of: [WDGSyncHandle]()) == declaredType(of: [WilddogHandle]()))
    }

    /// Codes the two generations name alike mean the same; unlisted codes stay unmapped.
    @Test func errorTablesAgreeOnTwinCodes() {
        let twins: [(WilddogError, WDGSyncErrorCode, ErrorMeaning)] = [
            (.PermissionDenied, .permissionDenied, .permissionDenied),
            (.MaxRetries, .transactionMaxRetries, .maxRetries),
            (.OverriddenBySet, .transactionOverridden, .overriddenBySet),
            (.DataStale, .transactionDataStale, .dataStale),
            (.ExpiredToken, .expiredToken, .expiredToken),
            (.InvalidToken, .invalidToken, .invalidToken),
            (.OperationFailed, .operationFailed, .operationFailed),
        ]
        for (legacy, new, meaning) in twins {
            #expect(Generation.legacy.meaning(of: ErrorCode(WilddogErrorDomain, legacy.rawValue)) == meaning)
            #expect(Generation.new.meaning(of: ErrorCode(WDGSyncErrorDomain, new.rawValue)) == meaning)
        }
        let authTwins: [(WAuthenticationError, WDGAuthErrorCode, ErrorMeaning)] = [
            (.InvalidEmail, .invalidEmail, .invalidEmail),
            (.InvalidPassword, .invalidPassword, .wrongPassword),
            (.UserDoesNotExist, .invalidUser, .userNotFound),
            (.EmailTaken, .emailAlreadyInUse, .emailAlreadyInUse),
            (.ProviderDisabled, .authenticationDisabled, .operationNotAllowed),
            (.InvalidToken, .invalidToken, .invalidToken),
        ]
        for (legacy, new, meaning) in authTwins {
            #expect(Generation.legacy.meaning(of: ErrorCode(WAuthenticationErrorDomain, legacy.rawValue)) == meaning)
            #expect(Generation.new.meaning(of: ErrorCode(WDGAuthErrorDomain, new.rawValue)) == meaning)
        }
        // A code read in the other generation's domain means nothing.
        #expect(Generation.new.meaning(of: ErrorCode(WilddogErrorDomain, -3)) == .unmapped(domain: WilddogErrorDomain, code: -3))
        #expect(Generation.legacy.meaning(of: ErrorCode(WDGSyncErrorDomain, 26101)) == .unmapped(domain: WDGSyncErrorDomain, code: 26101))
    }
}
