import Foundation
import Synchronization
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// A multi-path update of many direct children stays atomic and judged by the rules, with
/// `.write` seeing `newData` after every change and `.validate` run on each written child.
@Suite struct RepoLargeUpdateRulesTests {
    static let rules = """
    {
      "rules": {
        ".read": true,
        "items": {
          ".write": "!newData.hasChild('forbidden')",
          "$item": { ".validate": "newData.isNumber() && newData.val() >= 0" }
        }
      }
    }
    """

    static let count = 10_000

    static func key(_ i: Int) -> ChildKey {
        let digits = String(i)
        return ChildKey("k" + String(repeating: "0", count: 6 - digits.count) + digits)
    }

    /// The update's children: `count` numbered values, with `overrides` replacing some.
    static func pairs(offset: Double, overrides: [(Int, Node)] = [], extra: [(Path, Node)] = []) -> [(Path, Node)] {
        var pairs = (0..<count).map { (Path([key($0)]), Node.leaf(.number(Double($0) + offset))) }
        for (i, node) in overrides { pairs[i].1 = node }
        return pairs + extra
    }

    /// The outcome of `repo.update` at /items: "ok" or the error code.
    static func update(_ app: TestApp, _ pairs: [(Path, Node)]) -> String {
        let result = Mutex<String?>(nil)
        app.repo.update(Path("items"), pairs, completion: { e in result.withLock { $0 = e?.code.rawValue ?? "ok" } })
        _ = waitUntil(30) { result.withLock { $0 } != nil }
        return result.withLock { $0 } ?? "timeout"
    }

    @Test func aLargeUpdateIsAtomicAndCorrectUnderRules() throws {
        let id = uniqueAppId()
        try EmbeddedServerRegistry.shared.server(for: id).setRules(json: Self.rules)
        let (app, auth) = try RepoRulesTests.client(id, as: .signedOut)
        withExtendedLifetime(auth) {
            // Everything valid: the whole update lands, each child at its value.
            #expect(Self.update(app, Self.pairs(offset: 0)) == "ok")
            let first = app.server.adminRead(Path("items"))
            #expect(first.childCount == Self.count)
            #expect(first.immediateChild(Self.key(0)) == .leaf(.number(0)))
            #expect(first.immediateChild(Self.key(Self.count - 1)) == .leaf(.number(Double(Self.count - 1))))

            // One invalid child (.validate fails on it alone), first, middle or last: nothing changes.
            for bad in [0, Self.count / 2, Self.count - 1] {
                let outcome = Self.update(app, Self.pairs(offset: 1, overrides: [(bad, .leaf(.number(-1)))]))
                #expect(outcome == "permission_denied")
                #expect(app.server.adminRead(Path("items")) == first)
            }
            // A string where a number is required, and a deletion mixed in (null is not validated).
            let withDeletion = Self.pairs(offset: 1, overrides: [(7, .leaf(.string("x"))), (8, .empty)])
            #expect(Self.update(app, withDeletion) == "permission_denied")
            #expect(app.server.adminRead(Path("items")) == first)

            // The parent's .write sees the merged newData: adding a forbidden child denies it all.
            let forbidden = Self.pairs(offset: 1, extra: [(Path("forbidden"), .leaf(.number(1)))])
            #expect(Self.update(app, forbidden) == "permission_denied")
            #expect(app.server.adminRead(Path("items")) == first)

            // A valid update with a deletion and a priority set on a child it writes (applied last).
            let valid = Self.pairs(offset: 2, overrides: [(8, .empty)],
                                   extra: [(Path([Self.key(3), .priority]), .leaf(.number(5)))])
            #expect(Self.update(app, valid) == "ok")
            let second = app.server.adminRead(Path("items"))
            #expect(second.childCount == Self.count - 1)
            #expect(second.immediateChild(Self.key(8)).isEmpty)
            #expect(second.immediateChild(Self.key(3)) == .leaf(.number(5), priority: .number(5)))
            #expect(second.immediateChild(Self.key(Self.count - 1)) == .leaf(.number(Double(Self.count + 1))))
        }
    }
}
