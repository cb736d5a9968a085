import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// A URL given to `Wilddog(url:)` through a parameter, a default argument value or a stored
/// property is followed to the literals and constants the project passes (issue 29): the apps
/// they name are configured at the entry point as for a literal, and a value the tool cannot
/// read is reported with the constructor left as it is.
struct FollowedURLRuleTests {
    static let board = "import Wilddog\nfinal class ScoreBoard {\n    var game: Wilddog\n    init(url: String) { game = Wilddog(url: url) }\n}\n"

    static func migrate(_ files: [(String, String)]) -> [String: FileOutcome] {
        Dictionary(uniqueKeysWithValues: Harness.migrate(files).map { ($0.path, $0) })
    }

    /// The example of the issue: the initializer in one file, its only call in `main.swift`.
    @Test func initializerParameterFromAnotherFileConfiguresTheAppOfItsCaller() throws {
        let main = "import Foundation\nimport Wilddog\n\nlet callbacks = DispatchQueue(label: \"c\")\nWilddog.defaultConfig().callbackQueue = callbacks\nlet board = ScoreBoard(url: \"https://loop-check.wilddogio.com/games/g1\")\n"
        let out = Self.migrate([("ScoreBoard.swift", Self.board), ("main.swift", main)])
        let migratedMain = try #require(out["main.swift"]).outputText
        #expect(migratedMain.contains("import WilddogCore\nWDGApp.configure(with: WDGOptions(syncURL: \"https://loop-check.wilddogio.com\"))\n\nlet callbacks"))
        #expect(try #require(out["ScoreBoard.swift"]).outputText.contains("init(url: String) { game = WDGSync.sync().reference(fromURL: url) }"))
        #expect(out.values.flatMap(\.findings).isEmpty, "\(out.values.flatMap(\.findings).map(\.formatted))")
    }

    /// A function's parameter, given at two call sites URLs of the same app: one app, the default one.
    @Test func functionParameterWithTwoCallsOfOneApp() throws {
        let store = "import Wilddog\nstruct Store {\n    func open(_ name: String, at url: String) -> Wilddog {\n        return Wilddog(url: url).childByAppendingPath(name)\n    }\n}\n"
        let main = "import Wilddog\nlet s = Store()\nlet a = s.open(\"a\", at: \"https://shop.wilddogio.com/a\")\nlet b = s.open(\"b\", at: \"https://shop.wilddogio.com/b\")\n"
        let out = Self.migrate([("Store.swift", store), ("main.swift", main)])
        #expect(try #require(out["Store.swift"]).outputText.contains("return WDGSync.sync().reference(fromURL: url).child(name)"))
        let migratedMain = try #require(out["main.swift"]).outputText
        #expect(migratedMain.components(separatedBy: "WDGApp.configure").count == 2, "one configuration")
        #expect(migratedMain.contains("WDGApp.configure(with: WDGOptions(syncURL: \"https://shop.wilddogio.com\"))"))
        #expect(out.values.flatMap(\.findings).isEmpty)
    }

    /// A default argument value counts for the calls that leave the argument out; a URL constant
    /// at a call site is read like a literal.
    @Test func defaultArgumentValueAndAConstantAtACallSite() throws {
        let feed = "import Wilddog\nlet archiveURL = \"https://feed.wilddogio.com/archive\"\nfinal class Feed {\n    let ref: Wilddog\n    init(name: String, url: String = \"https://feed.wilddogio.com/items\") {\n        ref = Wilddog(url: url)\n    }\n}\n"
        let main = "import Wilddog\nlet live = Feed(name: \"live\")\nlet old = Feed(name: \"old\", url: archiveURL)\n"
        let out = Self.migrate([("Feed.swift", feed), ("main.swift", main)])
        #expect(try #require(out["Feed.swift"]).outputText.contains("ref = WDGSync.sync().reference(fromURL: url)"))
        #expect(try #require(out["main.swift"]).outputText.contains("WDGApp.configure(with: WDGOptions(syncURL: \"https://feed.wilddogio.com\"))"))
        #expect(out.values.flatMap(\.findings).isEmpty)
    }

    /// A stored property assigned once, from an initializer's parameter, and read by a method and a
    /// lazy property (`self.url` and `url`).
    @Test func storedPropertyAssignedOnceFromAParameter() throws {
        let room = "import Wilddog\nfinal class Room {\n    let url: String\n    lazy var messages = Wilddog(url: url).childByAppendingPath(\"messages\")\n    init(url: String) { self.url = url }\n    func members() -> Wilddog { Wilddog(url: self.url).childByAppendingPath(\"members\") }\n}\n"
        let main = "import Wilddog\nlet room = Room(url: \"https://rooms.wilddogio.com/lobby\")\n"
        let out = Self.migrate([("Room.swift", room), ("main.swift", main)])
        let migrated = try #require(out["Room.swift"]).outputText
        #expect(migrated.contains("lazy var messages = WDGSync.sync().reference(fromURL: url).child(\"messages\")"))
        #expect(migrated.contains("func members() -> WDGSyncReference { WDGSync.sync().reference(fromURL: self.url).child(\"members\") }"))
        #expect(try #require(out["main.swift"]).outputText.contains("WDGApp.configure(with: WDGOptions(syncURL: \"https://rooms.wilddogio.com\"))"))
        #expect(out.values.flatMap(\.findings).isEmpty)
    }

    /// Calls passing URLs of two apps: both are configured, the default one being the app the
    /// project uses most, and the reference is taken from the app the URL names, told by its start.
    @Test func twoCallSitesOfTwoAppsConfigureBothAndChooseByHost() throws {
        let main = "import Wilddog\nlet root = Wilddog(url: \"https://main-app.wilddogio.com\")\nlet a = ScoreBoard(url: \"https://main-app.wilddogio.com/games/a\")\nlet b = ScoreBoard(url: \"https://stats-app.wilddogio.com/games/b\")\n"
        let out = Self.migrate([("ScoreBoard.swift", Self.board), ("main.swift", main)])
        let migratedMain = try #require(out["main.swift"]).outputText
        #expect(migratedMain.contains("WDGApp.configure(with: WDGOptions(syncURL: \"https://main-app.wilddogio.com\"))\nWDGApp.configure(withName: \"stats_app\", options: WDGOptions(syncURL: \"https://stats-app.wilddogio.com\"))\n"))
        #expect(try #require(out["ScoreBoard.swift"]).outputText.contains(
            "game = (url.hasPrefix(\"https://stats-app.wilddogio.com\") ? WDGSync.sync(app: WDGApp(named: \"stats_app\")!).reference(fromURL: url) : WDGSync.sync().reference(fromURL: url))"))
        #expect(out.values.flatMap(\.findings).isEmpty)
    }

    /// Every call passing another app's URL: that app's reference, configured by name.
    @Test func callSitesOfOneSecondAppTakeItsNamedReference() throws {
        let main = "import Wilddog\nlet root = Wilddog(url: \"https://main-app.wilddogio.com\")\nlet b = ScoreBoard(url: \"https://stats-app.wilddogio.com/games/b\")\n"
        let out = Self.migrate([("ScoreBoard.swift", Self.board), ("main.swift", main)])
        #expect(try #require(out["ScoreBoard.swift"]).outputText.contains("game = WDGSync.sync(app: WDGApp(named: \"stats_app\")!).reference(fromURL: url)"))
        #expect(out.values.flatMap(\.findings).isEmpty)
    }

    /// A call whose argument the tool cannot read: reported on the constructor, which is left as it
    /// is (so it fails to compile on a reported line); the readable call's app is still configured.
    @Test func callSitePassingAValueTheToolCannotReadIsReportedNotConverted() throws {
        let main = "import Wilddog\nfunc makeURL() -> String { \"https://loop-check.wilddogio.com/x\" }\nlet a = ScoreBoard(url: \"https://loop-check.wilddogio.com/games/g1\")\nlet b = ScoreBoard(url: makeURL())\n"
        let out = Self.migrate([("ScoreBoard.swift", Self.board), ("main.swift", main)])
        let board = try #require(out["ScoreBoard.swift"])
        #expect(board.outputText.contains("init(url: String) { game = Wilddog(url: url) }"), "left as written")
        let warning = try #require(board.findings.first { $0.severity == .warning })
        #expect(warning.line == 4 && warning.ruleID == "constructor")
        #expect(warning.message.contains("`url`, a parameter of `ScoreBoard.init(url:)`"))
        #expect(warning.message.contains("main.swift:4 passes `makeURL()`"))
        #expect(warning.suggestion == "WDGSync.sync().reference(fromURL: url)")
        #expect(board.findings.contains { $0.severity == .note && $0.message.hasPrefix("not applied (low confidence)") })
        #expect(try #require(out["main.swift"]).outputText.contains("WDGApp.configure(with: WDGOptions(syncURL: \"https://loop-check.wilddogio.com\"))"))
    }

    /// A struct's stored property set by its memberwise initializer: the calls' arguments.
    @Test func storedPropertyOfAStructSetByItsMemberwiseInitializer() throws {
        let repo = "import Wilddog\nstruct Repo {\n    let url: String\n    var name = \"r\"\n    func root() -> Wilddog { Wilddog(url: url) }\n}\n"
        let main = "import Wilddog\nlet r = Repo(url: \"https://repo-app.wilddogio.com/x\")\nlet s = Repo(url: \"https://repo-app.wilddogio.com/y\", name: \"s\")\n"
        let out = Self.migrate([("Repo.swift", repo), ("main.swift", main)])
        #expect(try #require(out["Repo.swift"]).outputText.contains("func root() -> WDGSyncReference { WDGSync.sync().reference(fromURL: url) }"))
        #expect(try #require(out["main.swift"]).outputText.contains("WDGApp.configure(with: WDGOptions(syncURL: \"https://repo-app.wilddogio.com\"))"))
        #expect(out.values.flatMap(\.findings).isEmpty)
    }

    /// Uses the tool cannot follow: the function or initializer as a value, a property changed in
    /// place. Each is reported where it is, and the constructor left as it is.
    @Test(arguments: [
        ("final class Feed {\n    func open(at url: String) -> Wilddog { Wilddog(url: url) }\n}\n",
         "let f = Feed()\nlet o = f.open(at: \"https://a.wilddogio.com/y\")\nlet op = f.open\n", "main.swift:4 uses `open` as a value"),
        ("final class Feed {\n    func open(at url: String) -> Wilddog { Wilddog(url: url) }\n}\n",
         "let f = Feed()\nlet o = f.open(at: \"https://a.wilddogio.com/y\")\nlet op = f.open(at:)\n", "main.swift:4 uses `open(at:)` as a value"),
        ("final class Feed {\n    let r: Wilddog\n    init(url: String) { r = Wilddog(url: url) }\n}\n",
         "let o = Feed(url: \"https://a.wilddogio.com/y\")\nlet make = Feed.init(url:)\n", "main.swift:3 uses `Feed.init(url:)` as a value"),
        ("final class Feed {\n    var url: String\n    init(url: String) { self.url = url }\n    func ref() -> Wilddog { Wilddog(url: url) }\n    func more() { url += \"/more\" }\n}\n",
         "let o = Feed(url: \"https://a.wilddogio.com/y\")\n", "Feed.swift:6 changes `url`"),
    ] as [(String, String, String)])
    func useThatCannotBeFollowedIsReported(_ feed: String, _ main: String, _ what: String) throws {
        let out = Self.migrate([("Feed.swift", "import Wilddog\n" + feed), ("main.swift", "import Wilddog\n" + main)])
        let f = try #require(out["Feed.swift"]?.findings.first { $0.severity == .warning && $0.ruleID == "constructor" })
        #expect(f.message.contains(what), "\(f.message)")
        #expect(try #require(out["Feed.swift"]).outputText.contains("Wilddog(url: url)"), "left as written")
    }

    /// A parameter hidden by a local of the same name, or one no call in the project passes, keeps
    /// the rule for other arguments: `reference(fromURL:)` of the default app.
    @Test(arguments: [
        "import Wilddog\nfinal class A {\n    var r: Wilddog\n    init(url: String) { let url = url + \"/x\"; r = Wilddog(url: url) }\n}\nlet a = A(url: \"https://two.wilddogio.com\")\n",
        "import Wilddog\nfinal class A {\n    var r: Wilddog\n    init(url: String) { r = Wilddog(url: url) }\n}\n",
    ])
    func parameterThatCannotBeFollowedKeepsReferenceFromURL(_ text: String) throws {
        let out = Self.migrate([("A.swift", text), ("B.swift", "import Wilddog\nlet root = Wilddog(url: \"https://one.wilddogio.com\")\n")])
        #expect(try #require(out["A.swift"]).outputText.contains("r = WDGSync.sync().reference(fromURL: url)"))
        #expect(!out.values.flatMap(\.findings).contains { $0.ruleID == "constructor" })
    }

    /// A parameter passed on through a second initializer (`self.init`) and a subclass that
    /// inherits the initializer are followed too.
    @Test func parameterPassedOnThroughAnotherInitializerAndASubclass() throws {
        let text = "import Wilddog\nclass Board {\n    var game: Wilddog\n    init(url: String) { game = Wilddog(url: url) }\n    convenience init(id: String, host: String) { self.init(url: host) }\n}\nfinal class Cup: Board {}\n"
        let main = "import Wilddog\nlet a = Board(id: \"a\", host: \"https://one.wilddogio.com/a\")\nlet c = Cup(url: \"https://one.wilddogio.com/c\")\n"
        let out = Self.migrate([("Board.swift", text), ("main.swift", main)])
        #expect(try #require(out["Board.swift"]).outputText.contains("game = WDGSync.sync().reference(fromURL: url)"))
        #expect(out.values.flatMap(\.findings).isEmpty, "\(out.values.flatMap(\.findings).map(\.formatted))")
        // Another call passing a value it cannot read, through the convenience initializer: reported.
        let more = Self.migrate([("Board.swift", text), ("main.swift", main + "let d = Board(id: \"d\", host: String(\"x\"))\n")])
        let f = try #require(more["Board.swift"]?.findings.first { $0.severity == .warning })
        #expect(f.message.contains("main.swift:4 passes `String(\"x\")`"))
    }

    /// Code already moved to `reference(fromURL:)` by hand, without a configuration: the parameter
    /// it is given is followed the same way, and the app is configured.
    @Test func parameterOfAConvertedReferenceConfiguresItsApp() throws {
        let board = "import WilddogSync\nfinal class ScoreBoard {\n    var game: WDGSyncReference\n    init(url: String) { game = WDGSync.sync().reference(fromURL: url) }\n}\n"
        let main = "import WilddogSync\nlet board = ScoreBoard(url: \"https://loop-check.wilddogio.com/games/g1\")\n"
        let out = Self.migrate([("ScoreBoard.swift", board), ("main.swift", main)])
        #expect(try #require(out["main.swift"]).outputText.contains("WDGApp.configure(with: WDGOptions(syncURL: \"https://loop-check.wilddogio.com\"))"))
        #expect(try #require(out["ScoreBoard.swift"]).outputText == board)
        #expect(!out.values.flatMap(\.findings).contains { $0.severity != .note })
    }

    /// A second run leaves every followed shape alone.
    @Test func followedShapesAreLeftAloneByASecondRun() {
        let main = "import Wilddog\nlet root = Wilddog(url: \"https://main-app.wilddogio.com\")\nlet a = ScoreBoard(url: \"https://main-app.wilddogio.com/games/a\")\nlet b = ScoreBoard(url: \"https://stats-app.wilddogio.com/games/b\")\n"
        let once = Harness.migrate([("ScoreBoard.swift", Self.board), ("main.swift", main)])
        let twice = Harness.migrator.migrate(once.map { SourceInput(path: $0.path, bytes: $0.output) })
        for o in twice { #expect(o.edits.isEmpty, "second run changed \(o.path)") }
    }

    /// The followed shapes, migrated as one program, type-check against the 2.x modules.
    @Test func followedShapesTypeCheckAgainstThe2xModules() async throws {
        let modules = try #require(BuiltModules.directory, "the 2.x modules are not built next to the test bundle")
        let swiftc = try #require(BuiltModules.swiftc, "no swiftc found")
        let room = "import Wilddog\nfinal class Room {\n    let url: String\n    lazy var messages = Wilddog(url: url).childByAppendingPath(\"messages\")\n    init(url: String) { self.url = url }\n    func members() -> Wilddog { Wilddog(url: self.url).childByAppendingPath(\"members\") }\n}\n"
        let feed = "import Wilddog\nfinal class Feed {\n    let ref: Wilddog\n    init(name: String, url: String = \"https://main-app.wilddogio.com/items\") { ref = Wilddog(url: url) }\n    static func open(_ url: String) -> Wilddog { Wilddog(url: url) }\n}\n"
        let main = "import Wilddog\nlet a = ScoreBoard(url: \"https://main-app.wilddogio.com/games/a\")\nlet b = ScoreBoard(url: \"https://stats-app.wilddogio.com/games/b\")\nlet c = ScoreBoard(url: \"https://main-app.wilddogio.com/games/c\")\nlet r = Room(url: \"https://main-app.wilddogio.com/lobby\")\nlet f = Feed(name: \"f\")\nlet g = Feed.open(\"https://stats-app.wilddogio.com/g\")\n"
        let outcomes = Harness.migrate([("ScoreBoard.swift", Self.board), ("Room.swift", room), ("Feed.swift", feed), ("main.swift", main)])
        #expect(outcomes.flatMap(\.findings).isEmpty, "\(outcomes.flatMap(\.findings).map(\.formatted))")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("followed-url-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for o in outcomes { try Data(o.output).write(to: dir.appendingPathComponent(o.path)) }
        let files = outcomes.map { dir.appendingPathComponent($0.path).path }
        let errors = try await OffPool.run { try BuiltModules.typecheck(swiftc: swiftc, modules: modules, files: files) }
        #expect(errors.isEmpty, "\(errors.map { "\($0.path):\($0.line): \($0.message)" })")
    }
}
