import Testing
@testable import WilddogMigration

/// The gaps the unseen programs (`Examples/LegacyChat`, `LegacyShop`, `LegacyNotes`) found, one
/// rule case each: auth handles kept in collections, variables bound to `ref.authData`, methods
/// used as values, and second-app URLs that `reference(fromURL:)` of the default app would refuse.
struct UnseenProgramRuleTests {
    static let cases: [RuleCase] = [
        RuleCase("auth handles appended to an array", .swift,
                 "var hs: [WilddogHandle] = []\nhs.append(ref.observeAuthEventWithBlock { a in })\nfor h in hs { ref.removeAuthEventObserverWithHandle(h) }\n",
                 "var hs: [WDGAuthStateDidChangeListenerHandle] = []\nhs.append((WDGAuth.auth()?.addStateDidChangeListener { auth, a in })!)\nfor h in hs { WDGAuth.auth()?.removeStateDidChangeListener(h) }\n"),
        RuleCase("auth handle variable appended to an array", .swift,
                 "var hs = [WilddogHandle]()\nlet h = ref.observeAuthEventWithBlock { a in }\nhs.append(h)\n",
                 "var hs = [WDGAuthStateDidChangeListenerHandle]()\nlet h: WDGAuthStateDidChangeListenerHandle! = WDGAuth.auth()?.addStateDidChangeListener { auth, a in }\nhs.append(h)\n"),
        RuleCase("auth handles in a dictionary", .swift,
                 "var byUser: [String: WilddogHandle] = [:]\nbyUser[\"a\"] = ref.observeAuthEventWithBlock { a in }\n",
                 "var byUser: [String: WDGAuthStateDidChangeListenerHandle] = [:]\nbyUser[\"a\"] = WDGAuth.auth()?.addStateDidChangeListener { auth, a in }\n"),
        RuleCase("data handles in an array stay sync handles", .swift,
                 "var hs: [WilddogHandle] = []\nhs.append(ref.observeEventType(.Value) { s in })\n",
                 "var hs: [WDGSyncHandle] = []\nhs.append(ref.observe(.value) { s in })\n"),
        RuleCase("variable bound to ref.authData holds auth data", .swift,
                 "let ref = Wilddog(url: \"https://app.wilddogio.com\")\nfunc f() {\n    guard let data = ref.authData else { return }\n    print(\"\\(data.uid) \\(data.provider)\")\n}\n",
                 "let ref = WDGSync.sync().reference()\nfunc f() {\n    guard let data = WDGAuth.auth()?.currentUser else { return }\n    print(\"\\(data.uid) \\(data.providerID)\")\n}\n"),
        RuleCase("shorthand argument of an auth callback holds auth data", .swift,
                 "ref.observeAuthEventWithBlock { print($0?.provider ?? \"-\", [1].map { $0 }) }\nref.authAnonymouslyWithCompletionBlock { print($1!.provider, $0 == nil) }\n",
                 "WDGAuth.auth()?.addStateDidChangeListener { print($1?.providerID ?? \"-\", [1].map { $0 }) }\nWDGAuth.auth()?.signInAnonymously { print($0!.providerID, $1 == nil) }\n"),
        RuleCase("function returning an auth handle and parameter taking one", .swift,
                 "func watch() -> WilddogHandle {\n    return ref.observeAuthEventWithBlock { a in }\n}\nvar last: WilddogHandle { ref.observeAuthEventWithBlock { a in } }\nfunc unwatch(_ h: WilddogHandle) { ref.removeAuthEventObserverWithHandle(h) }\n",
                 "func watch() -> WDGAuthStateDidChangeListenerHandle! {\n    return WDGAuth.auth()?.addStateDidChangeListener { auth, a in }\n}\nvar last: WDGAuthStateDidChangeListenerHandle! { WDGAuth.auth()?.addStateDidChangeListener { auth, a in } }\nfunc unwatch(_ h: WDGAuthStateDidChangeListenerHandle!) { WDGAuth.auth()?.removeStateDidChangeListener(h) }\n"),
        RuleCase("method used as a value", .swift,
                 "handles.forEach(query.removeObserverWithHandle)\nlet f = ref.childByAppendingPath\n",
                 "handles.forEach(query.removeObserver(withHandle:))\nlet f = ref.child(_:)\n"),
    ]

    @Test(arguments: cases)
    func rewrites(_ c: RuleCase) {
        #expect(c.run() == c.after)
    }

    @Test(arguments: cases)
    func rewriteIsIdempotent(_ c: RuleCase) {
        let (once, twice) = c.rewriteTwice()
        #expect(once == twice)
    }

    /// A moved method used as a value cannot be renamed in place: reported, left as it is.
    @Test func movedMethodUsedAsAValueIsReported() throws {
        let out = Harness.migrate([("A.swift", "import Wilddog\nfunc stop(_ hs: [Int64], _ ref: Wilddog) { hs.forEach(ref.removeAuthEventObserverWithHandle) }\n")])[0]
        #expect(out.outputText.contains("ref.removeAuthEventObserverWithHandle)"))
        let f = try #require(out.findings.first { $0.ruleID == "call-rename" })
        #expect(f.line == 2 && f.severity == .warning && f.message.contains("used as a value"))
    }

    /// An auth handle the tool cannot follow (a set, an array literal) is reported where it is made.
    @Test func authHandleInASetOrAnArrayLiteralIsReported() {
        let out = Harness.migrate([("A.swift", "import Wilddog\nlet ref = Wilddog(url: \"https://a.wilddogio.com\")\nvar s = Set<WilddogHandle>()\nvar l: [WilddogHandle]?\nfunc f() {\n    s.insert(ref.observeAuthEventWithBlock { _ in })\n    l = [ref.observeAuthEventWithBlock { _ in }]\n    ref.observeAuthEventWithBlock { _ in }\n    DispatchQueue.main.async { () in\n        ref.observeAuthEventWithBlock { _ in }\n    }\n}\n")])[0]
        let lines = out.findings.filter { $0.ruleID == "auth-handle-type" }.map(\.line)
        #expect(lines == [6, 7])
    }

    /// Auth data the tool cannot follow (`$0` of a `[WAuthData]`, `list.last`) in a file that uses
    /// `WAuthData`: a note with the edit for `provider`, a note for the manual fields.
    @Test func authDataFieldsOfAnUnknownReceiverGetANoteWhereWAuthDataIsUsed() {
        let text = "import Wilddog\nfunc f(_ all: [WAuthData]) {\n    print(all.map { $0.provider })\n    if let last = all.last { print(last.expires) }\n}\n"
        let out = Harness.migrate([("A.swift", text)])[0]
        #expect(out.findings.map(\.line) == [3, 4])
        #expect(out.findings.allSatisfy { $0.severity == .note && $0.confidence == .medium })
        #expect(out.findings[1].message.hasPrefix("if `last` holds auth data: "))
        #expect(Harness.migrate([("A.swift", text)], confidence: .medium)[0].outputText.contains("$0.providerID"))
        // Without `WAuthData` in the file, `provider` and `expires` are someone else's.
        let other = Harness.migrate([("B.swift", "import Wilddog\nfunc g(_ p: Plan) { print(p.provider, p.expires) }\n")])[0]
        #expect(other.findings.isEmpty)
    }

    /// A property that shares a call's name (`authData.auth`) is no method reference.
    @Test func propertyOfTheSameNameIsNoMethodReference() {
        let out = Harness.migrate([("A.swift", "import Wilddog\nfunc f(_ d: WAuthData) -> Any? { d.auth[\"uid\"] }\n")])[0]
        #expect(!out.findings.contains { $0.message.contains("used as a value") })
    }

    /// The default app is one.wilddogio.com; each of these URLs belongs to two.wilddogio.com and
    /// would give an invalid reference through `WDGSync.sync().reference(fromURL:)`: reported, not applied.
    @Test(arguments: [
        ("let b = Wilddog(url: \"https://two.wilddogio.com/u/\\(id)\")", #"WDGSync.sync(app: WDGApp(named: "two")!).reference(withPath: "u/\(id)")"#),
        ("let b = Wilddog(url: other)", #"WDGSync.sync(app: WDGApp(named: "two")!).reference(withPath: "k")"#),
        ("let b = Wilddog(url: \"https://two.wilddogio.com/a%20b\")", nil),
    ] as [(String, String?)])
    func secondAppURLThatIsNotAPlainLiteralIsReported(_ line: String, _ suggestion: String?) throws {
        let text = "import Wilddog\nlet other = \"https://two.wilddogio.com/k\"\nfunc f(id: String) {\n    let a = Wilddog(url: \"https://one.wilddogio.com/x\")\n    let c = Wilddog(url: \"https://one.wilddogio.com/y\")\n    \(line)\n}\n"
        let out = Harness.migrate([("A.swift", text)])[0]
        #expect(out.outputText.contains(line), "left as written")
        let f = try #require(out.findings.first { $0.severity == .warning && $0.message.contains("second app (https://two.wilddogio.com)") })
        #expect(f.line == 6)
        #expect(f.suggestion == suggestion)
    }

    /// A URL of the default app with interpolations keeps `reference(fromURL:)`, without a finding.
    @Test func defaultAppURLWithInterpolationIsConverted() {
        let out = Harness.migrate([("A.swift", "import Wilddog\nfunc f(id: String) {\n    let a = Wilddog(url: \"https://one.wilddogio.com\")\n    let b = Wilddog(url: \"https://one.wilddogio.com/u/\\(id)\")\n}\n")])[0]
        #expect(out.outputText.contains("WDGSync.sync().reference(fromURL: \"https://one.wilddogio.com/u/\\(id)\")"))
        #expect(!out.findings.contains { $0.message.contains("second app") })
    }

    /// A URL constant read through its type (`Config.archiveURL`, a `static let`) is followed like a
    /// bare constant: another app's URL is reported (not silently given to the default app's
    /// `reference(fromURL:)`, which refuses another host); the default app's keeps `reference(fromURL:)`.
    @Test(arguments: [
        ("Config.archiveURL", "second app (https://two.wilddogio.com)"),
        ("Config.mainURL", nil),
    ] as [(String, String?)])
    func qualifiedURLConstantIsFollowed(_ argument: String, _ message: String?) throws {
        let text = "import Wilddog\nenum Config {\n    static let mainURL = \"https://one.wilddogio.com\"\n    static let archiveURL = \"https://two.wilddogio.com\"\n}\nfunc f() {\n    let a = Wilddog(url: Config.mainURL)\n    let b = Wilddog(url: \(argument)).childByAppendingPath(\"k\")\n}\n"
        let out = Harness.migrate([("A.swift", text)])[0]
        if let message {
            let f = try #require(out.findings.first { $0.severity == .warning && $0.message.contains(message) })
            #expect(f.line == 8)
            #expect(out.outputText.contains("let b = Wilddog(url: \(argument)).child(\"k\")"), "left as written")
            #expect(!out.outputText.contains("reference(fromURL: \(argument))"))
        } else {
            #expect(out.outputText.contains("let b = WDGSync.sync().reference(fromURL: Config.mainURL).child(\"k\")"))
            #expect(!out.findings.contains { $0.message.contains("second app") })
        }
        #expect(out.outputText.contains("let a = WDGSync.sync().reference(fromURL: Config.mainURL)\n"))
    }

    /// A second run knows the default app from `reference(fromURL: Config.mainURL)` (used before the
    /// second app's constructor, which collects first): the second app's constructor is left alone.
    @Test func secondRunKeepsTheDefaultAppOfAQualifiedConstant() throws {
        let text = "import WilddogSync\nenum Config {\n    static let mainURL = \"https://one.wilddogio.com\"\n    static let archiveURL = \"https://two.wilddogio.com\"\n}\nfunc f() {\n    let a = WDGSync.sync().reference(fromURL: Config.mainURL)\n    let b = Wilddog(url: Config.archiveURL).child(\"k\")\n}\n"
        let out = Harness.migrate([("A.swift", text)])[0]
        #expect(out.outputText == text)
        let f = try #require(out.findings.first { $0.message.contains("second app (https://two.wilddogio.com)") })
        #expect(f.line == 8)
    }

    /// In `extension Wilddog {…}` a bare `authData` / `parent` is `self`'s: rewritten like `self.authData`,
    /// or reported where the extension may declare a local of that name (a closure parameter).
    @Test func implicitSelfPropertiesInAnExtensionOfTheLegacyClass() throws {
        let text = "import Wilddog\nextension Wilddog {\n    var signedIn: Bool { return authData != nil }\n    var up: String { parent.key }\n    var forced: String { authData!.uid }\n}\nextension Wilddog {\n    func f(_ done: @escaping (WAuthData?) -> Void) { authAnonymouslyWithCompletionBlock { e, authData in done(authData) } }\n    func g() -> Bool { authData == nil }\n    enum Side { case parent }\n}\nfunc h(authData: Int, parent: String) { print(authData, parent) }\n"
        let out = Harness.migrate([("A.swift", text)])[0]
        for converted in ["return WDGAuth.auth()?.currentUser != nil }", "{ (self.parent ?? self.root).key }", "{ WDGAuth.auth()!.currentUser!.uid }",
                          "func h(authData: Int, parent: String) { print(authData, parent) }"] {
            #expect(out.outputText.contains(converted), "\(converted) missing")
        }
        #expect(out.outputText.contains("func g() -> Bool { authData == nil }\n    enum Side { case parent }\n"), "left as written")
        let lines = out.findings.filter { $0.message.contains("`authData` has no explicit receiver") }.map(\.line)
        #expect(lines == [8, 9])
    }

    /// An extension of a legacy class declaring the 2.x name of a renamed method (`child`): converted
    /// calls would resolve to it (here it would call itself forever); reported at the declaration.
    @Test func extensionMemberWithThe2xNameOfARenamedMethodIsReported() throws {
        let text = "import Wilddog\nextension Wilddog {\n    func child(_ path: String) -> Wilddog { return childByAppendingPath(path) }\n    func helper() -> Wilddog { let child = 1; _ = child; return self }\n}\n"
        let out = Harness.migrate([("A.swift", text)])[0]
        let found = out.findings.filter { $0.message.contains("declares `child`, the 2.x name of `childByAppendingPath`") }
        #expect(found.map(\.line) == [3])
        #expect(found.map(\.column) == [10])
    }
}
