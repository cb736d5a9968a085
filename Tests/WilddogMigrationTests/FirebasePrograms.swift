import Foundation
import Testing
@testable import WilddogMigration

/// Every legacy (1.x) and 2.x program of the project, as the Firebase loop migrates them: each program
/// is one project (its files migrated together), paths relative to its directory.
struct FirebaseProgram: Sendable, CustomTestStringConvertible {
    var name: String
    var root: URL
    var files: [String]
    /// `1.x` or `2.x`: the API the program is written against.
    var api: String

    var testDescription: String { "\(name) (\(api))" }

    /// For a 2.x program that is the 2.x round's output (`Examples/Migrated*`, `Legacy.expected`): the
    /// lines its `findings.txt` reports (file → lines). Those lines were left for the developer by the
    /// 2.x run already (a 1.x member with no 2.x form): an error there is reported, if by that run.
    var reportedBy2x: [String: Set<Int>] {
        var lines: [String: Set<Int>] = [:]
        for line in Harness.read(root.appendingPathComponent("findings.txt")).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 3)
            guard parts.count >= 3, let n = Int(parts[1]) else { continue }
            lines[String(parts[0]), default: []].insert(n)
        }
        return lines
    }
    var language: Language { files.first.flatMap { Language(pathExtension: ($0 as NSString).pathExtension) } ?? .swift }

    var inputs: [SourceInput] { files.map { SourceInput(path: $0, bytes: Array(Harness.read(root.appendingPathComponent($0)).utf8)) } }

    static let examples = Harness.packageRoot.appendingPathComponent("Examples")

    /// The Swift programs: the call sites, the sample app's Linux-compilable files and the corpus (one
    /// project, as the 2.x loop has them), each 1.x program of `Examples/`, and each 2.x program
    /// (the committed migrations, `Examples/Migrated*`).
    static let swift: [FirebaseProgram] = {
        var list: [FirebaseProgram] = []
        var invariant = FirebaseProgram(name: "corpus, call sites and sample app", root: Harness.packageRoot, files: [], api: "1.x")
        invariant.files = [
            "Tests/WilddogCompileTests/LegacyCallSites.swift", "Examples/LegacyApp/AuthManager.swift", "Examples/LegacyApp/HybridProfile.swift",
        ] + Harness.files(below: examples.appendingPathComponent("LegacyCorpus")).map { "Examples/LegacyCorpus/" + $0 }
        list.append(invariant)
        for name in ["Logging", "Todo", "Chat", "Shop", "Notes", "Presence", "ScoreBoard", "Tracker"] {
            let dir = examples.appendingPathComponent("Legacy" + name)
            list.append(FirebaseProgram(name: "Legacy" + name, root: dir, files: Harness.files(below: dir), api: "1.x"))
        }
        for name in ["Corpus", "Logging", "Todo", "Chat", "Shop", "Notes", "Presence", "ScoreBoard", "Tracker"] {
            let dir = examples.appendingPathComponent("Migrated" + name)
            list.append(FirebaseProgram(name: "Migrated" + name, root: dir, files: Harness.files(below: dir), api: "2.x"))
        }
        let twoX = FirebaseTypeCheck.root.appendingPathComponent("Programs")
        for dir in (try? FileManager.default.contentsOfDirectory(atPath: twoX.path))?.sorted() ?? [] where !dir.hasPrefix(".") {
            let url = twoX.appendingPathComponent(dir)
            let files = Harness.files(below: url)
            if files.contains(where: { $0.hasSuffix(".swift") }) {
                list.append(FirebaseProgram(name: dir, root: url, files: files.filter { $0.hasSuffix(".swift") }, api: "2.x"))
            }
        }
        return list
    }()

    /// The Objective-C programs: the 1.x corpus and its 2.x migration (`Fixtures/ObjC/Legacy*`), the
    /// sample app's Objective-C, and the 2.x programs written for this loop.
    static let objc: [FirebaseProgram] = {
        let objc = Harness.fixtures.appendingPathComponent("ObjC")
        var list = [
            FirebaseProgram(name: "ObjC corpus", root: objc.appendingPathComponent("Legacy"), files: Harness.files(below: objc.appendingPathComponent("Legacy")), api: "1.x"),
            FirebaseProgram(name: "ObjC corpus migrated", root: objc.appendingPathComponent("Legacy.expected"),
                            files: Harness.files(below: objc.appendingPathComponent("Legacy.expected")), api: "2.x"),
            FirebaseProgram(name: "sample app Objective-C", root: examples.appendingPathComponent("LegacyApp"),
                            files: Harness.files(below: examples.appendingPathComponent("LegacyApp")).filter { !$0.hasSuffix(".swift") }, api: "1.x"),
        ]
        let twoX = FirebaseTypeCheck.root.appendingPathComponent("Programs")
        for dir in (try? FileManager.default.contentsOfDirectory(atPath: twoX.path))?.sorted() ?? [] where !dir.hasPrefix(".") {
            let url = twoX.appendingPathComponent(dir)
            let files = Harness.files(below: url).filter { !$0.hasSuffix(".swift") }
            if !files.isEmpty { list.append(FirebaseProgram(name: dir, root: url, files: files, api: "2.x")) }
        }
        return list
    }()

    static let all = swift + objc

    /// `--target firebase` over each program, computed once.
    static let outcomes: [String: [FileOutcome]] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, Harness.migrateToFirebase($0.inputs)) })

    func outcomes() -> [FileOutcome] { Self.outcomes[name] ?? [] }
}
