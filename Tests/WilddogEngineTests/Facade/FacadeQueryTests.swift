import Testing
@testable import WilddogEngine

/// The facade core's usage-error rules, for each API's preset. Every location here is bound to
/// a runtime that is never connected: the operations under test are refused before a repo.
@Suite(.serialized) struct FacadeQueryTests {
    private static func binding(_ rules: FacadeRules, unavailable: EngineError? = nil) -> FacadeBinding {
        FacadeBinding(runtime: AppRuntime(appId: "", baseURL: "https://facade-core.wilddogio.com"),
                      channel: CallbackChannel(), rules: rules) { unavailable }
    }

    private static func location(_ rules: FacadeRules, _ path: String = "a") -> FacadeQuery {
        FacadeQuery(binding: binding(rules), path: Path(path))
    }

    /// The warnings `body` logs about `method` (other tests of the process may log meanwhile).
    private static func warnings(about method: String, _ body: () -> Void) -> [String] {
        final class Logged: Sendable { let messages = Lock<[String]>([]) }
        let logged = Logged()
        EngineLog.observingWarnings({ message in logged.messages.withLock { $0.append(message) } }, body)
        return logged.messages.withLock { $0 }.filter { $0.hasPrefix(method) }
    }

    @Test func aRejectedBuilderMakesTheQueryUnusableWithItsMessage() {
        for rules in [FacadeRules.legacy, .current] {
            let query = Self.location(rules).ordered(by: .key).ordered(by: .value)
            #expect(query.usageError?.origins == .query)
            #expect(query.usageError?.error.code == .invalidParameters)
            #expect(query.usageError?.error.message.hasPrefix("queryOrderedByValue") == true)
            #expect(query.spec == Self.location(rules).ordered(by: .key).spec)
        }
    }

    @Test func onlyTheLegacyBuildersCheckTheirInputBehindAnInvalidPath() {
        let legacy = Self.location(.legacy).child("b.c", method: "childByAppendingPath:")
        let current = Self.location(.current).child("b.c", method: "child:")
        #expect(legacy.usageError?.origins == .path && current.usageError?.origins == .path)
        var legacyQuery = legacy
        let legacyWarnings = Self.warnings(about: "queryOrderedByKey") { legacyQuery = legacy.ordered(by: .key).ordered(by: .key).ordered(by: .key) }
        #expect(legacyWarnings.count == 1, "\(legacyWarnings)")       // the second builder; the third is stopped
        #expect(legacyQuery.usageError?.origins == [.path, .query])
        #expect(legacyQuery.usageError?.error == legacy.usageError?.error)   // the first error stays
        let currentWarnings = Self.warnings(about: "queryOrderedByKey") { _ = current.ordered(by: .key).ordered(by: .key) }
        #expect(currentWarnings.isEmpty)
    }

    @Test func theLegacyReferenceOfAQueryForgetsItsQueryError() {
        let legacy = Self.location(.legacy).limited(toFirst: 0)
        let current = Self.location(.current).limited(toFirst: 0)
        #expect(legacy.usageError != nil && current.usageError != nil)
        #expect(legacy.reference.usageError == nil)
        #expect(current.reference.usageError == current.usageError)
        #expect(legacy.reference.spec == .default && current.reference.spec == .default)
    }

    @Test func theLegacyParentOfAnInvalidChildIsValidAgain() {
        let legacy = Self.location(.legacy).child("b.c", method: "childByAppendingPath:")
        let current = Self.location(.current).child("b.c", method: "child:")
        #expect(legacy.parent?.usageError == nil)
        #expect(current.parent?.usageError == current.usageError)
        #expect(legacy.child("d", method: "childByAppendingPath:").parent?.usageError == legacy.usageError)
        #expect(Self.location(.legacy, "").parent == nil)
    }

    @Test func theRootKeepsOnlyAnUnusableApp() {
        let app = FacadeQuery(binding: Self.binding(.legacy), path: .root,
                              usageError: FacadeUsageError(.app, EngineError(.invalidParameters, "bad URL")))
        let child = app.child("b.c", method: "childByAppendingPath:")
        #expect(child.usageError?.origins == [.app, .path])
        #expect(child.usageError?.error.message == "bad URL")
        #expect(child.root.usageError?.origins == .app)
        #expect(Self.location(.current).child("b.c", method: "child:").root.usageError == nil)
    }

    @Test func writesAreRefusedByUsageThenAppThenInfoThenInput() {
        let unavailable = EngineError(.operationFailed, "deleted")
        let invalid = FacadeQuery(binding: Self.binding(.current, unavailable: unavailable), path: Path("a"))
            .child("b.c", method: "child:")
        #expect(invalid.perform(.set(1), method: "setValue:", completion: nil) == invalid.usageError?.error)
        let info = FacadeQuery(binding: Self.binding(.current, unavailable: unavailable), path: Path(".info/x"))
        #expect(info.perform(.set(1), method: "setValue:", completion: nil) == unavailable)
        for rules in [FacadeRules.legacy, .current] {
            let infoWrite = Self.location(rules, ".info/x").perform(.set(1), method: "setValue:", completion: nil)
            #expect(infoWrite?.code == .invalidParameters)
            #expect(infoWrite?.message.contains(".info") == true)
            let badValue = Self.location(rules).perform(.set(Double.nan), method: "setValue:", completion: nil)
            #expect(badValue?.code == .invalidParameters)
            #expect(badValue?.message.hasPrefix("setValue:") == true)
            let transaction = Self.location(rules, ".info/x").transaction(method: "runTransactionBlock:", applyLocally: true,
                                                                          update: { data, _ in data }, completion: { _, _, _, _ in })
            #expect(transaction?.code == .invalidParameters)
            #expect(!Self.location(rules).binding.runtime.hasRepo)
        }
    }

    @Test func onlyLegacyUpdateKeysMustBePathStrings() {
        let legacy = Self.location(.legacy).perform(.update(["b.c": 1]), method: "updateChildValues:", completion: nil)
        #expect(legacy?.message.contains("values") == true)
        let nonString = Self.location(.legacy).perform(.update([1: 1]), method: "updateChildValues:", completion: nil)
        #expect(nonString?.message.hasSuffix(" Keys must be path strings.") == true)
        let current = Self.location(.current).perform(.update([1: 1]), method: "updateChildValues:", completion: nil)
        #expect(current?.message.hasSuffix("Keys must be path strings.") == false)
    }

    @Test func observersOfAnUnusableLocationAreRefusedAndOnlyTheAppStopsRemoval() {
        let unusable = FacadeQuery(binding: Self.binding(.legacy), path: .root,
                                   usageError: FacadeUsageError(.app, EngineError(.invalidParameters, "bad URL")))
        let registered = unusable.observe(.value, once: false, method: "observeEventType:withBlock:",
                                          handler: { _, _ in }, cancel: nil)
        #expect(throws: EngineError.self) { try registered.get() }
        unusable.removeObserver(1)          // no repo is made for an unusable app
        unusable.removeAllObservers()
        #expect(unusable.keepSynced(true)?.message == "bad URL")
        #expect(!unusable.binding.runtime.hasRepo)
        let info = Self.location(.current, ".info/connected")
        #expect(info.keepSynced(true)?.message == "can't keep /.info locations synced.")
        #expect(!info.binding.runtime.hasRepo)
    }

    @Test func pushIDsOfAnUnusableAppUseTheLocalClock() {
        let unusable = FacadeQuery(binding: Self.binding(.legacy), path: .root,
                                   usageError: FacadeUsageError(.app, EngineError(.invalidParameters, "bad URL")))
        let child = unusable.childByAutoId()
        #expect(child.path.back?.string.count == 20)
        #expect(child.usageError == unusable.usageError)
        #expect(!unusable.binding.runtime.hasRepo)
        let current = Self.location(.current).child("b.c", method: "child:").childByAutoId()
        #expect(current.usageError?.origins == .path)
        #expect(!current.binding.runtime.hasRepo)
    }
}
