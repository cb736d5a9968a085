import Foundation
import Testing
@testable import WilddogMigration

/// A `--mappings` directory teaches the tool renamed SDK spellings without a code change, and
/// malformed entries are rejected when loading.
struct MappingOverrideTests {
    static func migrate(_ path: String, _ text: String, overrides: [String: String] = [:]) throws -> FileOutcome {
        var dirs: [String] = []
        if !overrides.isEmpty { dirs.append(try MappingSetTests.temporaryDirectory(overrides)) }
        let set = try MappingSet.load(directory: Harness.mappingsDirectory, overrides: dirs)
        return Migrator(mappings: set, options: MigrationOptions(parallel: false)).migrate([SourceInput(path: path, text: text)])[0]
    }

    /// The shipped constructor entry with a renamed class and initializer.
    static let renamedConstructor = """
    {"schemaVersion": 2, "title": "Ours", "anchor": "ours", "order": 50, "entries": [
      {"id": "constructor-url", "kind": "constructor", "legacyClass": "LegacyDog", "anchor": "initialization",
       "objc": {"from": "[[LegacyDog alloc] initWithLink:$url]", "initializer": "initWithLink:",
                "to": "[[WDGSync sync] referenceFromURL:$url]", "root": "[[WDGSync sync] reference]",
                "path": "[[WDGSync sync] referenceWithPath:$path]"},
       "swift": {"from": "LegacyDog(link: $url)", "initializer": "init(link:)",
                 "to": "WDGSync.sync().reference(fromURL: $url)", "root": "WDGSync.sync().reference()",
                 "path": "WDGSync.sync().reference(withPath: $path)"}}
    ]}
    """

    @Test func overrideTeachesARenamedConstructor() throws {
        let swift = "import Wilddog\nlet posts = LegacyDog(link: \"https://demo.wilddogio.com/posts\")\n"
        let objc = "#import <Wilddog/Wilddog.h>\nLegacyDog *r = [[LegacyDog alloc] initWithLink:@\"https://demo.wilddogio.com/posts\"];\n"
        // Without the override the tool does not know the class.
        #expect(try Self.migrate("A.swift", swift).outputText == swift)
        let s = try Self.migrate("A.swift", swift, overrides: ["ours.json": Self.renamedConstructor])
        #expect(s.outputText.contains("let posts = WDGSync.sync().reference(withPath: \"posts\")"))
        let o = try Self.migrate("A.m", objc, overrides: ["ours.json": Self.renamedConstructor])
        #expect(o.outputText.contains("= [[WDGSync sync] referenceWithPath:@\"posts\"];"))
        // The old spelling is no longer a constructor once the entry is replaced.
        let old = try Self.migrate("B.swift", "import Wilddog\nlet r = Wilddog(url: \"https://demo.wilddogio.com/posts\")\n",
                                   overrides: ["ours.json": Self.renamedConstructor])
        #expect(!old.outputText.contains("reference(withPath:"))
    }

    /// The shipped configuration entry with renamed configure calls.
    static let renamedConfigure = """
    {"schemaVersion": 2, "title": "Ours", "anchor": "ours", "order": 50, "entries": [
      {"id": "app-configuration", "kind": "appConfiguration", "legacyClass": "Wilddog", "anchor": "initialization",
       "appURL": "https://$appId.wilddogio.com", "defaultApp": ["WDGSync.sync", "WDGAuth.auth"],
       "configuredBy": ["WDGApp.setUpWithOptions", "WDGApp.setUp"], "syncURLLabels": ["syncURL", "initWithSyncURL"],
       "objc": {"template": "[WDGApp setUpWithOptions:[[WDGOptions alloc] initWithSyncURL:$base]];",
                "function": "application:didFinishLaunchingWithOptions:"},
       "swift": {"template": "WDGApp.setUp(with: WDGOptions(syncURL: $base))",
                 "function": "application(_:didFinishLaunchingWithOptions:)"}}
    ]}
    """

    @Test func overrideTeachesARenamedConfigureCall() throws {
        let configured = "import Wilddog\nimport WilddogCore\nfunc start() {\n    WDGApp.setUp(with: WDGOptions(syncURL: \"https://demo.wilddogio.com\"))\n    let r = Wilddog(url: \"https://demo.wilddogio.com/a\")\n}\n"
        // Without the override `setUp` is not a configuration: the tool asks for one.
        #expect(try Self.migrate("A.swift", configured).findings.contains { $0.ruleID == "app-configuration" })
        let known = try Self.migrate("A.swift", configured, overrides: ["ours.json": Self.renamedConfigure])
        #expect(!known.findings.contains { $0.ruleID == "app-configuration" })
        // The configuration inserted at launch uses the renamed call.
        let main = "import Wilddog\nlet r = Wilddog(url: \"https://demo.wilddogio.com/a\")\n"
        let inserted = try Self.migrate("main.swift", main, overrides: ["ours.json": Self.renamedConfigure])
        #expect(inserted.outputText.contains("WDGApp.setUp(with: WDGOptions(syncURL: \"https://demo.wilddogio.com\"))\n"))
        #expect(!inserted.outputText.contains("WDGApp.configure"))
    }

    @Test func overrideTeachesARenamedConfigureCallInObjectiveC() throws {
        let configured = "#import <Wilddog/Wilddog.h>\n#import <WilddogCore/WilddogCore.h>\nvoid start(void) {\n    [WDGApp setUpWithOptions:[[WDGOptions alloc] initWithSyncURL:@\"https://demo.wilddogio.com\"]];\n    Wilddog *r = [[Wilddog alloc] initWithUrl:@\"https://demo.wilddogio.com/a\"];\n}\n"
        // Without the override `setUpWithOptions:` is not a configuration: the tool asks for one.
        #expect(try Self.migrate("A.m", configured).findings.contains { $0.ruleID == "app-configuration" })
        let known = try Self.migrate("A.m", configured, overrides: ["ours.json": Self.renamedConfigure])
        #expect(!known.findings.contains { $0.ruleID == "app-configuration" })
        #expect(known.outputText.contains("WDGSyncReference *r = [[WDGSync sync] referenceWithPath:@\"a\"];"))
        // The configuration inserted in the launch method uses the renamed call.
        let delegate = "#import <Wilddog/Wilddog.h>\n@implementation AppDelegate\n- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n    return YES;\n}\n- (void)start {\n    Wilddog *r = [[Wilddog alloc] initWithUrl:@\"https://demo.wilddogio.com/a\"];\n}\n@end\n"
        let inserted = try Self.migrate("AppDelegate.m", delegate, overrides: ["ours.json": Self.renamedConfigure])
        #expect(inserted.outputText.contains("{\n    [WDGApp setUpWithOptions:[[WDGOptions alloc] initWithSyncURL:@\"https://demo.wilddogio.com\"]];\n    return YES;"))
        #expect(!inserted.outputText.contains("configureWithOptions"))
    }

    static func file(_ entry: String) -> [String: String] {
        ["bad.json": "{\"schemaVersion\": 2, \"title\": \"t\", \"anchor\": \"bad\", \"order\": 60, \"entries\": [\(entry)]}"]
    }

    @Test(arguments: [
        (#"{"id": "no-from", "kind": "call", "swift": {"to": "child(_:)"}}"#, "no-from", "swift.from"),
        (#"{"id": "odd-kind", "kind": "call", "receiverKind": "snapshot", "objc": {"from": "a:", "to": "b:"}}"#, "odd-kind", "receiverKind"),
        (#"{"id": "odd-returns", "kind": "property", "returnsKind": "query", "swift": {"from": "a", "to": "b"}}"#, "odd-returns", "returnsKind"),
        (#"{"id": "cb-order", "kind": "call", "swift": {"from": "a(withBlock:)", "to": "b(with:)"}, "callback": {"label": "withBlock", "legacyCount": 2, "order": [1, 2], "objcSignature": "", "swiftSignature": ""}}"#, "cb-order", "callback.order"),
        (#"{"id": "cb-data", "kind": "call", "swift": {"from": "a(withBlock:)", "to": "b(with:)"}, "callback": {"label": "withBlock", "legacyCount": 2, "order": [1, 0], "dataIndex": 5, "objcSignature": "", "swiftSignature": ""}}"#, "cb-data", "callback.dataIndex"),
        (#"{"id": "ctor", "kind": "constructor", "legacyClass": "Dog", "swift": {"from": "Dog(url: $url)", "to": "x"}}"#, "ctor", "swift.initializer"),
        (#"{"id": "conf", "kind": "appConfiguration", "configuredBy": ["WDGApp.configure"], "defaultApp": ["WDGSync.sync"], "swift": {"template": "x"}}"#, "conf", "appURL"),
        (#"{"id": "mod", "kind": "module", "module": "M", "prefixes": [""], "swift": {"to": "import M"}, "objc": {"to": "@import M;"}}"#, "mod", "prefixes"),
        (#"{"id": "app-id", "kind": "call", "receiverClass": "WDGAuth", "appIDArgument": 1, "swift": {"from": "auth(appID:)", "template": "x"}}"#, "app-id", "appIDArgument"),
    ])
    func malformedEntryIsRejectedWithFileIDAndField(_ entry: String, _ id: String, _ field: String) throws {
        let dir = try MappingSetTests.temporaryDirectory(Self.file(entry))
        let error = try #require(throws: MappingError.self) { try MappingSet.load(directory: Harness.mappingsDirectory, overrides: [dir]) }
        #expect(error.path.hasSuffix("bad.json"))
        #expect(error.message.contains("'\(id)'"))
        #expect(error.message.contains("'\(field)'"))
    }

    @Test func shippedEntriesAreWellFormed() throws {
        for entry in Harness.mappings.entries {
            #expect(MappingValidation.problem(entry) == nil, "\(entry.id)")
        }
    }
}

/// Messages name the 2.x types of the mapping data, not spellings of the rules.
struct MappingDrivenMessageTests {
    static let source = "#import <Wilddog/Wilddog.h>\nvoid f(Wilddog *ref) {\n    [ref createUser:@\"a@b.c\" password:@\"p\" withValueCompletionBlock:^(NSError *error, NSDictionary *result) {\n        NSLog(@\"%@ %@\", result[@\"uid\"], result[@\"email\"]);\n    }];\n}\n"

    @Test func anUnknownKeyOfARetypedResultIsReportedWithItsNewType() throws {
        let out = try MappingOverrideTests.migrate("A.m", Self.source)
        #expect(out.outputText.contains("^(WDGUser *result, NSError *error)"))
        #expect(out.outputText.contains("result.uid, result[@\"email\"]"))
        #expect(out.findings.contains { $0.message == "`result` is a WDGUser in 2.x, not a dictionary: it has no value for key \"email\"; read the matching WDGUser property" })
    }

    @Test func theTypeNamedComesFromTheMapping() throws {
        let data = try #require(FileManager.default.contents(atPath: Harness.mappingsDirectory + "/09-authentication.json"))
        let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"WDGUser *\",", with: "\"WDGAccount *\",")
        let out = try MappingOverrideTests.migrate("A.m", Self.source, overrides: ["09-authentication.json": text])
        #expect(out.outputText.contains("^(WDGAccount *result, NSError *error)"))
        #expect(out.findings.contains { $0.message.hasPrefix("`result` is a WDGAccount in 2.x, not a dictionary") })
    }
}
