import WilddogTestSupport
import Foundation
import Testing
@testable import WilddogMigration

/// The Firebase loop: every legacy and 2.x program of the project, migrated with `--target firebase`,
/// type-checks against the Firebase fixture headers except on lines the tool reported; a second run
/// changes nothing; 1.x → Firebase equals 1.x → 2.x → Firebase; no Wilddog name is left on a line
/// the tool did not report.
@Suite struct FirebaseLoopTests {
    /// Writes the program's migrated files into a fresh directory; the paths written, by outcome.
    static func write(_ outcomes: [FileOutcome]) throws -> (dir: URL, files: [String]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wilddog-firebase-loop-\(UUID().uuidString)")
        var files: [String] = []
        for o in outcomes {
            let url = dir.appendingPathComponent(o.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(o.output).write(to: url)
            files.append(url.path)
        }
        return (dir, files)
    }

    /// Errors whose line the tool did not report (a warning or a note on the input line it comes from).
    static func unreported(_ errors: [FirebaseTypeCheck.Diagnostic], _ outcomes: [FileOutcome], in dir: URL,
                           reportedBefore: [String: Set<Int>] = [:]) -> [String] {
        var result: [String] = []
        for e in errors {
            let rel = e.path.hasPrefix(dir.path + "/") ? String(e.path.dropFirst(dir.path.count + 1)) : e.path
            guard let o = outcomes.first(where: { $0.path == rel }) else { result.append("\(e)"); continue }
            let line = OutputLineMap(o).originalLine(outputLine: e.line, column: e.column)
            if !o.findings.contains(where: { $0.line == line }) && reportedBefore[rel]?.contains(line) != true { result.append("\(rel):\(e.line) (input line \(line)): \(e.message)") }
        }
        return result
    }

    @Test(arguments: FirebaseProgram.swift)
    func swiftProgramTypeChecksAgainstFirebaseExceptOnReportedLines(_ program: FirebaseProgram) async throws {
        let outcomes = program.outcomes()
        let (dir, files) = try Self.write(outcomes)
        defer { try? FileManager.default.removeItem(at: dir) }
        let errors = try await FirebaseTypeCheck.swiftErrors(files.filter { $0.hasSuffix(".swift") })
        if ProcessInfo.processInfo.environment["FIREBASE_LOOP_FIGURES"] != nil { print("figures: \(program.name): \(errors.count) errors") }
        let unreported = Self.unreported(errors, outcomes, in: dir, reportedBefore: program.reportedBy2x)
        #expect(unreported.isEmpty, "\(program.name): \(unreported.count) of \(errors.count) errors on unreported lines:\n\(unreported.joined(separator: "\n"))")
    }

    /// Every Objective-C program in one batch of clang runs (one per core).
    @Test func objcProgramsTypeCheckAgainstFirebaseExceptOnReportedLines() async throws {
        var written: [(program: FirebaseProgram, dir: URL, files: [String])] = []
        defer { for w in written { try? FileManager.default.removeItem(at: w.dir) } }
        for program in FirebaseProgram.objc {
            let (dir, files) = try Self.write(program.outcomes())
            written.append((program, dir, files.filter { $0.hasSuffix(".m") }))
        }
        let errors = try await FirebaseTypeCheck.objcErrors(written.flatMap(\.files))
        if ProcessInfo.processInfo.environment["FIREBASE_LOOP_FIGURES"] != nil {
            for w in written { print("figures: \(w.program.name): \(errors.filter { $0.path.hasPrefix(w.dir.path + "/") }.count) errors") }
        }
        var unreported: [String] = []
        for w in written {
            let mine = errors.filter { $0.path.hasPrefix(w.dir.path + "/") }
            unreported += Self.unreported(mine, w.program.outcomes(), in: w.dir, reportedBefore: w.program.reportedBy2x).map { "\(w.program.name): \($0)" }
        }
        let placed = Set(written.map(\.dir.path))
        unreported += errors.filter { e in !placed.contains { e.path.hasPrefix($0 + "/") } }.map(\.description)
        #expect(unreported.isEmpty, "\(unreported.count) of \(errors.count) errors on unreported lines:\n\(unreported.joined(separator: "\n"))")
        // The programs hold reported items that cannot compile against Firebase (phone + password, QQ, 1.x leftovers).
        #expect(!errors.isEmpty)
    }

    @Test(arguments: FirebaseProgram.all)
    func secondRunChangesNothing(_ program: FirebaseProgram) {
        let once = program.outcomes()
        let twice = Harness.migrateToFirebase(once.map { SourceInput(path: $0.path, bytes: $0.output) })
        for o in twice { #expect(o.edits.isEmpty, "\(program.name): a second run changes \(o.path): \(o.edits.map { "\($0.range) \($0.replacement)" })") }
    }

    @Test(arguments: FirebaseProgram.all.filter { $0.api == "1.x" })
    func legacyToFirebaseEqualsLegacyTo2xToFirebase(_ program: FirebaseProgram) {
        let direct = program.outcomes()
        let via2x = Harness.migrateToFirebase(Harness.migrate(program.inputs.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
            .map { SourceInput(path: $0.path, bytes: $0.output) })
        for (a, b) in zip(direct, via2x) { #expect(a.outputText == b.outputText, "\(program.name): \(a.path) differs") }
    }

    /// SDK names of both Wilddog generations, from the mapping data (types, constants, error codes,
    /// manual identifiers) and the module names.
    static let wilddogNames: Set<String> = {
        var names: Set<String> = ["Wilddog", "WilddogSync", "WilddogAuth", "WilddogCore"]
        for set in [Harness.mappings, Harness.firebaseMappings] {
            for e in set.entries {
                for n in [e.from, e.objc?.from, e.swift?.from].compactMap({ $0 }) where e.kind != .import && e.kind != .module {
                    let head = String(n.split(separator: ".").first ?? "")
                    if head.first == "W" && head.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(head) }
                }
            }
        }
        return names
    }()

    /// Wilddog member names that Firebase spells otherwise (the renamed calls of both mappings:
    /// `childByAppendingPath`, `getTokenWithCompletion`, `observeEventType` in Swift…), checked after a `.`
    /// too; names Firebase or apps also use (`sync`, `phone`, `child`) are left out.
    static let wilddogMembers: [Language: Set<String>] = {
        var swift = Set<String>(), objc = Set<String>()
        for set in [Harness.mappings, Harness.firebaseMappings] {
            for e in set.calls.map(CallEntry.init) {
                if let from = e.swiftFrom, let to = e.swiftTo, from.base != to.base { swift.insert(from.base) }
                if let from = e.objcFrom, let to = e.objcToPieces, e.objcRenamed, from.pieces[0] != to[0] { objc.insert(from.pieces[0]) }
            }
        }
        let shared: Set<String> = ["sync", "phone", "child", "auth", "authData", "database", "reference", "configure", "WDGApp", "WDGAuth"]
        return [.swift: swift.subtracting(shared), .objectiveC: objc.subtracting(shared)]
    }()

    @Test(arguments: FirebaseProgram.all)
    func noWilddogNameIsLeftOnAnUnreportedLine(_ program: FirebaseProgram) throws {
        #expect(Self.wilddogNames.contains("WDGSyncReference") && Self.wilddogNames.contains("WAuthData"))
        var left: [String] = []
        for o in program.outcomes() {
            guard let language = o.language else { continue }
            let f = try SourceFile(path: o.path, language: language, bytes: o.output)
            let map = OutputLineMap(o)
            let lines = LineIndex(o.output)
            for (i, t) in f.tokens.enumerated() where t.kind == .identifier {
                let name = f.text(i)
                // A member: after `.`, or (Objective-C) a selector piece after the receiver of a message.
                let asMember = f.isPunct(i - 1, Byte.dot) || language == .objectiveC
                    && (f.isIdentifier(i - 1) || f.isPunct(i - 1, Byte.closeBracket) || f.isPunct(i - 1, Byte.closeParen))
                    && f.enclosingOf(i).map { f.isPunct($0, Byte.openBracket) } == true
                let member = asMember && Self.wilddogMembers[language]?.contains(name) == true
                guard Self.wilddogNames.contains(name) && !f.isPunct(i - 1, Byte.dot) || member else { continue }
                let (line, column) = lines.location(Int(t.start))
                let input = map.originalLine(outputLine: line, column: column)
                if !o.findings.contains(where: { $0.line == input }) && program.reportedBy2x[o.path]?.contains(input) != true { left.append("\(o.path):\(line): \(f.text(i))") }
            }
        }
        #expect(left.isEmpty, "\(program.name): \(left)")
    }
}

/// The 2.x programs written for the Firebase loop (`Fixtures/Firebase/Programs`) are valid 2.x code:
/// they type-check against the 2.x modules (Swift) and the 2.x fixture headers (Objective-C).
@Suite struct FirebaseLoopProgramTests {
    static let written = (FirebaseProgram.swift + FirebaseProgram.objc).filter { $0.root.path.contains("Fixtures/Firebase/Programs") }

    @Test func programsWrittenForTheLoopExistInBothLanguages() {
        #expect(Self.written.contains { $0.language == .swift } && Self.written.contains { $0.language == .objectiveC })
    }

    @Test(arguments: written)
    func programTypeChecksAgainst2x(_ program: FirebaseProgram) async throws {
        let files = program.files.map { program.root.appendingPathComponent($0).path }
        if program.language == .swift {
            let modules = try #require(BuiltModules.directory, "the 2.x modules are not built next to the test bundle")
            let swiftc = try #require(BuiltModules.swiftc, "no swiftc found")
            let errors = try await OffPool.run { try BuiltModules.typecheck(swiftc: swiftc, modules: modules, files: files) }
            #expect(errors.isEmpty, "\(errors.map { "\($0.path):\($0.line): \($0.message)" })")
        } else {
            let checker = try ObjCTypeCheck.locate().get()
            let errors = await checker.errors(in: files.filter { $0.hasSuffix(".m") }, sdk: .new, includes: [program.root.path])
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}

/// The seed examples (snippets of the 1.x and 2.x guides), each migrated on its own with
/// `--target firebase`: idempotent, equal through 2.x, and no Wilddog name left on an unreported line.
/// (Snippets use variables they do not declare: they are not type-checked.)
@Suite struct FirebaseSeedTests {
    static let seeds = Harness.fixtures.appendingPathComponent("Seeds")

    static func program(_ name: String) -> FirebaseProgram {
        FirebaseProgram(name: name, root: seeds, files: [name], api: name.hasPrefix("seed003") ? "2.x" : "1.x")
    }

    @Test(arguments: Harness.files(below: seeds))
    func seedExampleReachesFirebase(_ name: String) throws {
        let program = Self.program(name)
        let once = Harness.migrateToFirebase(program.inputs)
        let twice = Harness.migrateToFirebase(once.map { SourceInput(path: $0.path, bytes: $0.output) })
        #expect(twice[0].edits.isEmpty, "\(name): a second run changes it")
        let via2x = Harness.migrateToFirebase(Harness.migrate(program.inputs.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
            .map { SourceInput(path: $0.path, bytes: $0.output) })
        #expect(via2x[0].outputText == once[0].outputText)
        let o = once[0]
        let f = try SourceFile(path: name, language: Language(pathExtension: (name as NSString).pathExtension)!, bytes: o.output)
        let map = OutputLineMap(o)
        let lines = LineIndex(o.output)
        var left: [String] = []
        for (i, t) in f.tokens.enumerated() where t.kind == .identifier && FirebaseLoopTests.wilddogNames.contains(f.text(i)) && !f.isPunct(i - 1, Byte.dot) {
            let (line, column) = lines.location(Int(t.start))
            if !o.findings.contains(where: { $0.line == map.originalLine(outputLine: line, column: column) }) { left.append(f.text(i)) }
        }
        #expect(left.isEmpty, "\(name): \(left)")
    }
}
