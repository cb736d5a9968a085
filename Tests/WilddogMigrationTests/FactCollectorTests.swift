import Testing
@testable import WilddogMigration

/// Each project fact has its own collector, driven by the mapping data; each reads its fact alone.
struct FactCollectorTests {
    static let collector = FactCollector(Harness.mappings)

    /// The facts one collector reads from `text`, with the candidates of a whole run.
    static func facts<C: FactCollecting>(_ type: C.Type, _ path: String, _ text: String) throws -> FileFacts {
        let c = try #require(collector.collectors.first { $0 is C })
        let f = try SourceFile(path: path, language: Language(path: path) ?? .swift, bytes: Array(text.utf8))
        let candidates = IdentifierFilter(collector.triggers).candidates(in: f)
        var facts = FileFacts()
        c.collect(f, candidates, &facts)
        return facts
    }

    @Test func everyCollectorIsOneOfItsKind() {
        let names = Self.collector.collectors.map { String(describing: Swift.type(of: $0)) }
        #expect(Set(names).count == names.count)
        #expect(names.count >= 14)
    }

    @Test func constructorUseGivesTheBaseURLAndAReferenceVariable() throws {
        let facts = try Self.facts(ConstructorUseCollector.self, "A.swift", "let posts = Wilddog(url: \"https://demo.wilddogio.com/posts\")\n")
        #expect(facts.baseUses.map(\.base) == ["https://demo.wilddogio.com"])
        #expect(facts.variables["reference"] == ["posts"])
        #expect(facts.hasConfiguration == false && facts.firstLegacyEntryPoint == nil)
    }

    @Test func hybridAuthGivesTheAppURLOfItsAppID() throws {
        let swift = try Self.facts(HybridAuthCollector.self, "A.swift", "let auth = WDGAuth.auth(appID: \"demo\")\n")
        #expect(swift.baseUses.map(\.base) == ["https://demo.wilddogio.com"])
        let objc = try Self.facts(HybridAuthCollector.self, "A.m", "WDGAuth *auth = [WDGAuth authWithAppID:@\"demo\"];\n")
        #expect(objc.baseUses.map(\.base) == ["https://demo.wilddogio.com"])
    }

    @Test func configurationSeesTheConfigureCallAndItsURL() throws {
        let facts = try Self.facts(ConfigurationCollector.self, "A.swift", "WDGApp.configure(with: WDGOptions(syncURL: \"https://demo.wilddogio.com\"))\n")
        #expect(facts.hasConfiguration)
        #expect(facts.configuredBases == ["https://demo.wilddogio.com"])
        #expect(facts.baseUses.isEmpty)
    }

    @Test func firstAppUseIsTheLineOfTheFirstUse() throws {
        let text = "let a = 1\nfunc f() {\n    let r = Wilddog(url: \"https://demo.wilddogio.com\")\n}\n"
        let facts = try Self.facts(FirstAppUseCollector.self, "A.swift", text)
        // The first token of the line: `let` of `let r = Wilddog(…)`.
        #expect(facts.firstLegacyEntryPoint?.offset == text.utf8.count - "let r = Wilddog(url: \"https://demo.wilddogio.com\")\n}\n".utf8.count)
    }

    @Test func variablesByDeclaredTypeInitializerAndCallback() throws {
        // Objective-C: the name and the ivar a property of that name synthesizes (`_ref`).
        #expect(try Self.facts(DeclaredTypeCollector.self, "A.m", "Wilddog *ref; WAuthData *data;\n").variables
                == ["reference": ["ref", "_ref"], "authData": ["data", "_data"]])
        #expect(try Self.facts(DeclaredTypeCollector.self, "A.m", "@property (nonatomic, strong) Wilddog *gameRef;\n").variables
                == ["reference": ["gameRef", "_gameRef"]])
        #expect(try Self.facts(InitializedVariableCollector.self, "A.swift", "let posts = ref.childByAppendingPath(\"posts\")\n").variables
                == ["reference": ["posts"]])
        #expect(try Self.facts(AuthDataCallbackCollector.self, "A.swift", "ref.authAnonymouslyWithCompletionBlock { error, who in }\n").variables
                == ["authData": ["who"]])
        #expect(try Self.facts(AuthHandleCollector.self, "A.swift", "h = ref.observeAuthEventWithBlock { data in }\n").authHandleNames == ["h"])
    }

    @Test func entryPointsAndConstants() throws {
        let launch = "class D {\n    func application(_ a: UIApplication, didFinishLaunchingWithOptions o: [AnyHashable: Any]?) -> Bool {\n        return true\n    }\n}\n"
        #expect(try Self.facts(LaunchSiteCollector.self, "D.swift", launch).launchSites.count == 1)
        #expect(try Self.facts(MainEntryPointCollector.self, "main.swift", "import Foundation\nprint(1)\n").launchSites.count == 1)
        #expect(try Self.facts(StringConstantCollector.self, "A.m", "#define URL @\"https://demo.wilddogio.com\"\n").stringConstants
                == ["URL": "https://demo.wilddogio.com"])
    }
}
