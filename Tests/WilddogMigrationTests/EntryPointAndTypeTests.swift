import Testing
@testable import WilddogMigration

/// App configuration at every entry point, and the conversions that keep retyped code compiling.
struct EntryPointAndTypeTests {
    static let url = "\"https://app.wilddogio.com\""
    static let configure = "WDGApp.configure(with: WDGOptions(syncURL: \(url)))"

    @Test func mainSwiftIsConfiguredAfterItsImports() {
        let out = Harness.migrate([("Tool/main.swift", "import Foundation\nimport Wilddog\n\nlet v = 1\nlet r = Wilddog(url: \(Self.url))\n")])[0]
        #expect(out.outputText == "import Foundation\nimport WilddogSync\nimport WilddogCore\n\(Self.configure)\n\nlet v = 1\nlet r = WDGSync.sync().reference()\n")
        #expect(!out.findings.contains { $0.ruleID == "app-configuration" })
    }

    @Test func mainTypeIsConfiguredAtTheStartOfStaticMain() {
        let text = "import Wilddog\n\n@main\nstruct Tool {\n    static func main() {\n        let r = Wilddog(url: \(Self.url))\n    }\n}\n"
        let out = Harness.migrate([("Tool.swift", text)])[0].outputText
        #expect(out.contains("    static func main() {\n        \(Self.configure)\n        let r = WDGSync.sync().reference()\n"))
    }

    @Test func swiftUIAppIsConfiguredInItsInit() {
        let text = "import SwiftUI\nimport Wilddog\n\n@main\nstruct ChatApp: App {\n    init() {\n        print(1)\n    }\n    var body: some Scene { WindowGroup { Text(Wilddog(url: \(Self.url)).description) } }\n}\n"
        let out = Harness.migrate([("ChatApp.swift", text)])[0].outputText
        #expect(out.contains("    init() {\n        \(Self.configure)\n        print(1)\n"))
    }

    @Test func swiftUIAppWithoutInitGetsOne() {
        let text = "import SwiftUI\nimport Wilddog\n\n@main\nstruct ChatApp: App {\n    let ref = Wilddog(url: \(Self.url))\n    var body: some Scene { WindowGroup { Text(\"x\") } }\n}\n"
        let out = Harness.migrate([("ChatApp.swift", text)])[0].outputText
        #expect(out.contains("struct ChatApp: App {\n    init() {\n        \(Self.configure)\n    }\n    let ref = WDGSync.sync().reference()\n"))
    }

    /// Issue 14: the advice names the first statement that uses the default app once rewritten,
    /// here `Wilddog.defaultConfig()` (→ `WDGSync.sync()`), not the later constructor.
    @Test func configurationAdviceIsOnTheFirstUseOfTheDefaultApp() throws {
        let text = "import Wilddog\n\nfunc setUp() {\n    Wilddog.setLoggingEnabled(true)\n    Wilddog.defaultConfig().persistenceEnabled = true\n    let r = Wilddog(url: \(Self.url))\n}\n"
        let out = Harness.migrate([("Setup.swift", text)])[0]
        let finding = try #require(out.findings.first { $0.ruleID == "app-configuration" })
        #expect(finding.line == 5)
        #expect(finding.suggestion == Self.configure)
    }

    @Test func secondAppIsConfiguredByNameAtTheEntryPoint() {
        let text = "import Wilddog\nlet a = Wilddog(url: \"https://one.wilddogio.com/x\")\nlet b = Wilddog(url: \"https://one.wilddogio.com/y\")\nlet c = Wilddog(url: \"https://two.wilddogio.com/z\")\n"
        let out = Harness.migrate([("main.swift", text)])[0]
        #expect(out.outputText.contains("WDGApp.configure(withName: \"two\", options: WDGOptions(syncURL: \"https://two.wilddogio.com\"))\n"))
        #expect(out.outputText.contains("let c = WDGSync.sync(app: WDGApp(named: \"two\")!).reference(withPath: \"z\")"))
        #expect(out.findings.isEmpty)
    }

    /// A constant defined in another file (a header's `#define`) counts as a use of its app, and a
    /// constant of a second app takes that app's reference: the default app's `referenceFromURL:`
    /// raises on a URL of another host.
    @Test func constantOfASecondAppDefinedInAHeader() {
        let out = Harness.migrate([
            ("App.h", "#define kOneURL @\"https://one.wilddogio.com/x\"\n#define kTwoURL @\"https://two.wilddogio.com/todos\"\n"),
            ("App.m", "#import <Wilddog/Wilddog.h>\n#import \"App.h\"\n@implementation AppDelegate\n- (BOOL)application:(id)application didFinishLaunchingWithOptions:(NSDictionary *)options {\n    Wilddog *a = [[Wilddog alloc] initWithUrl:kOneURL];\n    Wilddog *b = [[Wilddog alloc] initWithUrl:kOneURL];\n    Wilddog *c = [[Wilddog alloc] initWithUrl:kTwoURL];\n    return YES;\n}\n@end\n"),
        ])
        let m = out[1].outputText
        #expect(m.contains("[WDGApp configureWithOptions:[[WDGOptions alloc] initWithSyncURL:@\"https://one.wilddogio.com\"]];\n"))
        #expect(m.contains("[WDGApp configureWithName:@\"two\" options:[[WDGOptions alloc] initWithSyncURL:@\"https://two.wilddogio.com\"]];\n"))
        #expect(m.contains("WDGSyncReference *a = [[WDGSync sync] referenceFromURL:kOneURL];"))
        #expect(m.contains("WDGSyncReference *c = [[WDGSync syncForApp:[WDGApp appNamed:@\"two\"]] referenceWithPath:@\"todos\"];"))
        #expect(out[1].findings.isEmpty, "\(out[1].findings)")
    }

    @Test(arguments: [
        ("var h: WilddogHandle = 0\nfunc f(r: Wilddog) { h = r.observeAuthEventWithBlock { a in } }",
         "var h: WDGAuthStateDidChangeListenerHandle!\nfunc f(r: WDGSyncReference) { h = WDGAuth.auth()?.addStateDidChangeListener { auth, a in } }"),
        ("var h: Int64?\nfunc f(r: Wilddog) { h = r.observeAuthEventWithBlock { a in } }",
         "var h: WDGAuthStateDidChangeListenerHandle?\nfunc f(r: WDGSyncReference) { h = WDGAuth.auth()?.addStateDidChangeListener { auth, a in } }"),
        ("func f(r: Wilddog) {\n    let h = r.observeAuthEventWithBlock { a in }\n    r.removeAuthEventObserverWithHandle(h)\n}",
         "func f(r: WDGSyncReference) {\n    let h: WDGAuthStateDidChangeListenerHandle! = WDGAuth.auth()?.addStateDidChangeListener { auth, a in }\n    WDGAuth.auth()?.removeStateDidChangeListener(h)\n}"),
        ("func f(ref: Wilddog) { let p: Wilddog = ref.parent; print(ref.parent.key) }",
         "func f(ref: WDGSyncReference) { let p: WDGSyncReference = (ref.parent ?? ref.root); print((ref.parent ?? ref.root).key) }"),
        ("func f(ref: Wilddog) { let posts = ref.childByAppendingPath(\"p\"); print(posts.parent.key, posts.app) }",
         "func f(ref: WDGSyncReference) { let posts = ref.child(\"p\"); print((posts.parent ?? posts.root).key, posts.sync) }"),
        ("func f(ref: Wilddog) { let g = ref.parent.parent }",
         "func f(ref: WDGSyncReference) { let g = ((ref.parent ?? ref.root).parent ?? (ref.parent ?? ref.root).root) }"),
        ("func f(ref: Wilddog) { ref.setValue(1) { error, written in print(written.parent.key) } }",
         "func f(ref: WDGSyncReference) { ref.setValue(1, withCompletionBlock: { error, written in print((written.parent ?? written.root).key) }) }"),
        ("func f(s: WDataSnapshot) { print(s.ref.parent.key) }",
         "func f(s: WDGDataSnapshot) { print((s.ref.parent ?? s.ref.root).key) }"),
        ("func f(e: WEventType) -> Bool {\n    switch e {\n    case .ChildAdded, .ChildMoved: return e == .Value\n    default: return e != .ChildRemoved ? true : false\n    }\n}\nlet x: [WEventType] = [.Value]\nlet y = f(.ChildChanged)",
         "func f(e: WDGDataEventType) -> Bool {\n    switch e {\n    case .childAdded, .childMoved: return e == .value\n    default: return e != .childRemoved ? true : false\n    }\n}\nlet x: [WDGDataEventType] = [.value]\nlet y = f(.childChanged)"),
    ])
    func retypedCodeKeepsCompiling(_ legacy: String, _ expected: String) {
        let out = Harness.migrate([("Code.swift", "import Wilddog\n" + legacy + "\n")])[0].outputText
        let body = out.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("import ") }.joined(separator: "\n")
        #expect(body == expected + "\n")
    }

    @Test func optionalParentOf2xCodeIsLeftAlone() {
        let text = "import WilddogSync\nfunc f(ref: WDGSyncReference) {\n    print(ref.parent?.key, ref.parent!.key, ref.parent ?? ref, ref.parent == nil)\n    if let p = ref.parent { print(p) }\n    guard let q = ref.parent else { return }\n    let r = (ref.parent ?? ref.root)\n}\n"
        let out = Harness.migrate([("New.swift", text)])[0]
        #expect(out.edits.isEmpty)
        #expect(out.findings.isEmpty)
    }

    @Test func unknownReceiversAreNotedOnlyInLegacyFiles() {
        let plain = Harness.migrate([("View.swift", "import UIKit\nfunc f(v: UIViewController) { print(v.parent, v.app) }\n")])[0]
        #expect(plain.edits.isEmpty && plain.findings.isEmpty)
        let legacy = Harness.migrate([("View.swift", "import Wilddog\nfunc f(v: Node) { print(v.parent, v.app) }\n")])[0]
        #expect(legacy.findings.map(\.severity) == [.note, .note])
    }

    @Test func parentOnACallIsReportedNotDuplicated() throws {
        let out = Harness.migrate([("Code.swift", "import Wilddog\nfunc f(ref: Wilddog) { print(ref.childByAppendingPath(\"a\").parent.key) }\n")])[0]
        #expect(out.outputText.contains("ref.child(\"a\").parent.key"))
        let finding = try #require(out.findings.first { $0.ruleID == "property" })
        #expect(finding.severity == .warning && finding.line == 2)
    }

    @Test func memberCasesOfOtherValuesAreLeftAlone() {
        let out = Harness.migrate([("Code.swift", "import Wilddog\nlet a = x.Value\nlet b = y?.ChildAdded\nlet c = f().Value\n")])[0]
        #expect(out.outputText.hasSuffix("let a = x.Value\nlet b = y?.ChildAdded\nlet c = f().Value\n"))
    }
}
