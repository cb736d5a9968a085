import Foundation

/// Replaces legacy imports by the 2.x modules the rewritten file uses (Sync, Auth, Core), and adds
/// them to files that gained 2.x code (the app delegate) without importing any module of it.
///
/// Runs last: it reads the file as the other rules' edits leave it.
struct ImportRule: Rule {
    let id = "import"

    struct Module: Sendable {
        var name: String
        var swiftImport: String
        var objcImport: String
        var objcModuleImport: String
        var prefixBytes: [[UInt8]]
        /// Whole Swift identifiers that show the module is used (`swiftNames`); nil: the prefixes.
        var swiftNames: Set<String>?
    }

    private let legacySwift: Set<String>
    private let legacyObjC: [String]
    private let modules: [Module]
    /// Bytes every module prefix starts with (`WDG`): the scan looks only at identifiers that start so.
    private let lead: [UInt8]

    init(_ mappings: MappingSet) {
        var swift = Set<String>()
        var objc: [String] = []
        for e in mappings.imports {
            if let s = e.swift?.from { swift.insert(s.replacingOccurrences(of: "import ", with: "").trimmingCharacters(in: .whitespaces)) }
            if let o = e.objc?.from { objc.append(Self.normalize(o)) }
        }
        legacySwift = swift
        legacyObjC = objc
        modules = mappings.modules.compactMap { e in
            guard let s = e.swift?.to, let o = e.objc?.to else { return nil }
            return Module(name: e.module, swiftImport: s, objcImport: o,
                          objcModuleImport: e.objc?.moduleImport ?? "@import \(e.module);",
                          prefixBytes: e.prefixes.map { Array($0.utf8) }, swiftNames: e.swiftNames.map(Set.init))
        }
        let prefixes = modules.flatMap(\.prefixBytes)
        var common = prefixes.first ?? []
        for p in prefixes.dropFirst() {
            var n = 0
            while n < min(common.count, p.count), common[n] == p[n] { n += 1 }
            common = Array(common[..<n])
        }
        lead = common
    }

    var triggers: Set<String> { legacySwift.union(["import"]) }

    func apply(_ ctx: RuleContext) {
        guard !ctx.edits.isEmpty else { return }
        let f = ctx.file
        let indices = scanIndices(f)
        let sites = legacySites(f, indices)
        let existing = importedModules(f, indices)
        let used = usedModules(ctx)
        let needed = modules.filter { m in !existing.contains(m.name) && used.contains(m.name) }
        let moduleForm = sites.contains { f.tokens[$0].kind != .directive && f.language == .objectiveC }
        let lines = needed.map { m in
            f.language == .swift ? m.swiftImport : (moduleForm ? m.objcModuleImport : m.objcImport)
        }
        if let first = sites.first {
            var edits: [Edit] = []
            let (s, e) = statementRange(f, first)
            // A Swift file whose only imports were the SDK's got Foundation through them: it keeps it.
            let onlyImports = f.language == .swift && indices.filter { f.tokens[$0].kind == .identifier }.count == sites.count
            if lines.isEmpty && onlyImports {
                edits.append(Edit(Int(f.tokens[s].start)..<Int(f.tokens[e].end), "import Foundation", rule: id))
            } else if lines.isEmpty {
                edits.append(Edit(f.wholeLine(s, e), "", rule: id))
            } else {
                edits.append(Edit(Int(f.tokens[s].start)..<Int(f.tokens[e].end), lines.joined(separator: ctx.newline), rule: id))
            }
            for other in sites.dropFirst() {
                let (s2, e2) = statementRange(f, other)
                edits.append(Edit(f.wholeLine(s2, e2), "", rule: id))
            }
            ctx.propose(edits, rule: id)
        } else if !lines.isEmpty {
            let text = lines.joined(separator: ctx.newline)
            if let last = lastImport(f, indices) {
                var end = Int(f.tokens[statementRange(f, last).1].end)
                while end < f.bytes.count, f.bytes[end] == Byte.space || f.bytes[end] == Byte.tab || f.bytes[end] == Byte.carriageReturn { end += 1 }
                if end < f.bytes.count, f.bytes[end] == Byte.newline {
                    ctx.propose([Edit((end + 1)..<(end + 1), text + ctx.newline, rule: id)], rule: id)
                } else {
                    end = Int(f.tokens[statementRange(f, last).1].end)
                    ctx.propose([Edit(end..<end, ctx.newline + text, rule: id)], rule: id)
                }
            } else {
                var start = Int(f.tokens[0].start)
                while start > 0, f.bytes[start - 1] != Byte.newline { start -= 1 }
                ctx.propose([Edit(start..<start, text + ctx.newline + ctx.newline, rule: id)], rule: id)
            }
        }
    }

    /// `#import <Wilddog/Wilddog.h>` → `#import<Wilddog/Wilddog.h>`, for comparisons that ignore spacing.
    static func normalize(_ s: String) -> String { s.filter { !$0.isWhitespace } }

    /// Tokens that start a legacy import statement.
    private func legacySites(_ f: SourceFile, _ indices: [Int]) -> [Int] {
        var sites: [Int] = []
        for i in indices {
            let t = f.tokens[i]
            switch f.language {
            case .swift:
                if t.kind == .identifier, f.tokenIs(i, "import"), i + 1 < f.tokens.count, f.tokens[i + 1].kind == .identifier,
                   legacySwift.contains(f.text(i + 1)), !f.isPunct(i + 2, Byte.dot) {
                    sites.append(i)
                }
            case .objectiveC:
                if t.kind == .directive {
                    let text = Self.normalize(f.text(i))
                    if legacyObjC.contains(where: { Self.matches(text, $0) }) { sites.append(i) }
                } else if f.isPunct(i - 1, Byte.at), f.tokenIs(i, "import"), f.isIdentifier(i + 1) {
                    var k = i + 1
                    var text = "@import"
                    while k < f.tokens.count, !f.isPunct(k, Byte.semicolon) { text += f.text(k); k += 1 }
                    if legacyObjC.contains(where: { Self.matches(text + ";", $0) }) { sites.append(i - 1) }
                }
            }
        }
        return sites
    }

    /// Tokens worth looking at for imports: directives and `import` keywords.
    private func scanIndices(_ f: SourceFile) -> [Int] {
        var result: [Int] = []
        for i in 0..<f.tokens.count {
            let t = f.tokens[i]
            if t.kind == .directive || (t.kind == .identifier && t.length == 6 && f.tokenIs(i, "import")) { result.append(i) }
        }
        return result
    }

    /// Glob match where `*` stands for any run of characters.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return text == pattern }
        let head = pattern[..<star], tail = pattern[pattern.index(after: star)...]
        return text.hasPrefix(head) && text.hasSuffix(tail) && text.count >= head.count + tail.count
    }

    /// Names of 2.x modules the file already imports.
    private func importedModules(_ f: SourceFile, _ indices: [Int]) -> Set<String> {
        var names = Set<String>()
        for i in indices {
            let text = f.tokens[i].kind == .directive ? f.text(i) : f.text(from: i, through: min(i + 1, f.tokens.count - 1))
            for m in modules where text.contains(m.name) { names.insert(m.name) }
            if f.language == .objectiveC, f.isPunct(i - 1, Byte.at), f.isIdentifier(i + 1) {
                for m in modules where f.textEquals(i + 1, m.name) { names.insert(m.name) }
            }
        }
        return names
    }

    /// Names of the modules whose identifiers the file holds once edited: identifiers of the original
    /// that no edit replaces, and those the edits write. Stops as soon as every module is seen.
    private func usedModules(_ ctx: RuleContext) -> Set<String> {
        if ctx.language == .swift, modules.contains(where: { $0.swiftNames != nil }) { return usedModulesByName(ctx) }
        var used: UInt64 = 0
        let all: UInt64 = modules.count >= 64 ? ~0 : (1 << UInt64(modules.count)) - 1
        ctx.file.bytes.withUnsafeBufferPointer { scan($0, into: &used, all) { !ctx.edits.covers($0) } }
        for e in ctx.edits.unsorted where used != all {
            var text = e.replacement
            text.withUTF8 { scan($0, into: &used, all) { _ in true } }
        }
        return Set(modules.indices.filter { used & (1 << UInt64($0)) != 0 }.map { modules[$0].name })
    }

    /// Swift files, when modules list their Swift names: the modules whose names (or, for a module
    /// without names, prefixes) are identifiers of the file once edited.
    private func usedModulesByName(_ ctx: RuleContext) -> Set<String> {
        var identifiers = Set<String>()
        let f = ctx.file
        for i in f.tokens.indices where f.tokens[i].kind == .identifier && !ctx.edits.covers(f.range(i, i)) { identifiers.insert(f.text(i)) }
        for e in ctx.edits.unsorted { identifiers.formUnion(Self.identifiers(in: e.replacement)) }
        var used = Set<String>()
        for m in modules {
            if let names = m.swiftNames {
                if !names.isDisjoint(with: identifiers) { used.insert(m.name) }
            } else if identifiers.contains(where: { id in m.prefixBytes.contains { id.utf8.starts(with: $0) } }) {
                used.insert(m.name)
            }
        }
        return used
    }

    /// The identifiers of `text` (an edit's replacement).
    static func identifiers(in text: String) -> Set<String> {
        let b = Array(text.utf8)
        var result = Set<String>()
        var i = 0
        while i < b.count {
            guard Byte.isIdentifierHead(b[i]), i == 0 || !Byte.isIdentifierBody(b[i - 1]) else { i += 1; continue }
            var e = i + 1
            while e < b.count, Byte.isIdentifierBody(b[e]) { e += 1 }
            result.insert(String(decoding: b[i..<e], as: UTF8.self))
            i = e
        }
        return result
    }

    private func scan(_ bytes: UnsafeBufferPointer<UInt8>, into used: inout UInt64, _ all: UInt64, keep: (Range<Int>) -> Bool) {
        let n = lead.count
        guard bytes.count >= max(n, 1), let base = bytes.baseAddress else { return }
        var at = 0
        while at + max(n, 1) <= bytes.count && used != all {
            let w: Int
            if let first = lead.first {
                guard let p = memchr(base + at, Int32(first), bytes.count - at) else { return }
                w = base.distance(to: p.assumingMemoryBound(to: UInt8.self))
            } else {
                w = at
            }
            at = w + 1
            guard w + n <= bytes.count, (1..<max(n, 1)).allSatisfy({ bytes[w + $0] == lead[$0] }),
                  Byte.isIdentifierBody(bytes[w]), w == 0 || !Byte.isIdentifierBody(bytes[w - 1]) else { continue }
            var end = w + n
            while end < bytes.count, Byte.isIdentifierBody(bytes[end]) { end += 1 }
            at = end
            guard keep(w..<end) else { continue }
            for (k, m) in modules.enumerated() where used & (1 << UInt64(k)) == 0 {
                for prefix in m.prefixBytes where prefix.count <= end - w {
                    if prefix.withUnsafeBufferPointer({ memcmp(base + w, $0.baseAddress!, prefix.count) }) == 0 {
                        used |= 1 << UInt64(k)
                        break
                    }
                }
            }
        }
    }

    /// First and last token of the import statement starting at `i`.
    private func statementRange(_ f: SourceFile, _ i: Int) -> (Int, Int) {
        if f.tokens[i].kind == .directive { return (i, i) }
        if f.language == .objectiveC {
            var k = i
            while k + 1 < f.tokens.count, !f.isPunct(k, Byte.semicolon) { k += 1 }
            return (i, k)
        }
        return (i, i + 1)
    }

    /// The last import statement of the file, where new imports go.
    private func lastImport(_ f: SourceFile, _ indices: [Int]) -> Int? {
        var last: Int?
        for i in indices {
            switch f.language {
            case .swift:
                if f.tokens[i].newlineBefore || i == 0 { last = i }
            case .objectiveC:
                if f.tokens[i].kind == .directive {
                    if f.text(i).contains("import") || f.text(i).contains("include") { last = i }
                } else if f.isPunct(i - 1, Byte.at) {
                    last = i - 1
                }
            }
        }
        return last
    }
}
