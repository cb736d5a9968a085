/// Everything a rule sees and produces for one file: the file, project facts, accepted edits and findings.
final class RuleContext {
    let file: SourceFile
    let project: ProjectIndex
    let candidates: [String: [Int]]
    let minimumConfidence: Confidence
    /// The run's settings (the target's database URLs).
    let options: MigrationOptions
    /// The guide findings link to (`MIGRATION.md`, `MIGRATION-FIREBASE.md`).
    let guide: String
    /// Qualifies new Swift names the project declares too (Firebase target; none for 2.x).
    let qualifier: SwiftQualifier
    /// The target of the rules running (`.firebase`: the Firebase round).
    let target: MigrationTarget
    /// Byte ranges covered by `// wilddog-migrate:ignore`.
    let ignored: [Range<Int>]
    private(set) var edits = EditSet()
    /// The accepted edits, sorted.
    var acceptedEdits: [Edit] { edits.edits }
    private(set) var findings: [Finding] = []
    /// Spans of edits held back for low confidence: later rules leave them alone too.
    private var reserved: [Range<Int>] = []
    private var lineIndex: LineIndex?

    init(file: SourceFile, project: ProjectIndex, candidates: [String: [Int]], options: MigrationOptions = MigrationOptions(),
         target: MigrationTarget = .wilddog2, qualifier: SwiftQualifier = .none, ignored: [Range<Int>]) {
        self.file = file
        self.project = project
        self.candidates = candidates
        self.minimumConfidence = options.minimumConfidence
        self.options = options
        self.guide = target.guideName
        self.target = target
        self.qualifier = qualifier
        self.ignored = ignored
    }

    var language: Language { file.language }

    /// The file's line break: `\r\n` when its first line ends so, else `\n`.
    lazy var newline: String = {
        guard let i = file.bytes.firstIndex(of: Byte.newline) else { return "\n" }
        return i > 0 && file.bytes[i - 1] == Byte.carriageReturn ? "\r\n" : "\n"
    }()

    /// The entries of `table` whose key occurs in the file, with the key's token indices, sorted by key.
    /// Iterates whichever of the table and the file's identifiers is smaller.
    func present<V>(_ table: [String: V]) -> [(key: String, value: V, tokens: [Int])] {
        var result: [(key: String, value: V, tokens: [Int])] = []
        if table.count <= candidates.count {
            for (k, v) in table { if let t = candidates[k] { result.append((k, v, t)) } }
        } else {
            for (k, t) in candidates { if let v = table[k] { result.append((k, v, t)) } }
        }
        if result.count > 1 { result.sort { $0.key < $1.key } }
        return result
    }

    /// Token indices of identifiers with this text, in file order.
    func tokens(named name: String) -> [Int] { candidates[name] ?? [] }

    /// True when token `i` (a variable, or a shorthand argument of an auth callback) holds a `kind` value.
    func holds(_ i: Int, as kind: ValueKind) -> Bool {
        if project.knows(file.text(i), as: kind) { return true }
        return kind == .authData && file.firstByte(i) == Byte.dollar && project.authDataShorthands[file.path]?.contains(Int(file.tokens[i].start)) == true
    }

    func isIgnored(_ offset: Int) -> Bool { ignored.contains { $0.contains(offset) } }

    /// Keeps later rules off `range`: the code there is left for the developer.
    func reserve(_ range: Range<Int>) { reserved.append(range) }

    /// True when an accepted edit already rewrites part of `range` (a rule further up took it), or the range is reserved.
    func isCovered(_ range: Range<Int>) -> Bool { edits.covers(range) || (!reserved.isEmpty && reserved.contains { $0.overlaps(range) }) }

    func location(_ offset: Int) -> (line: Int, column: Int) {
        if lineIndex == nil { lineIndex = LineIndex(file.bytes) }
        return lineIndex!.location(offset)
    }

    /// Proposes edits that stand or fall together. Below the confidence threshold they become a note
    /// with the suggested text; if any overlaps an accepted edit, none is applied and a note says so.
    @discardableResult
    func propose(_ group: [Edit], rule: String) -> Bool {
        guard var first = group.first?.range.lowerBound else { return false }
        var confidence = Confidence.high
        for e in group {
            first = min(first, e.range.lowerBound)
            if e.confidence < confidence { confidence = e.confidence }
        }
        if !ignored.isEmpty && isIgnored(first) { return false }
        if confidence < minimumConfidence {
            report(.note, "not applied (\(confidence.rawValue) confidence): \(describe(group))", at: first, rule: rule,
                   confidence: confidence)
            reserved.append(first..<(group.map(\.range.upperBound).max() ?? first))
            return false
        }
        // Firebase: code an earlier, wider rewrite already replaced (a configuration call, a database
        // accessor) is left without a note.
        if target == .firebase, group.allSatisfy({ !$0.range.isEmpty && edits.coversAll($0.range) }) { return false }
        for (k, edit) in group.enumerated() {
            let clash = edits.conflict(with: edit) ?? (k == 0 ? nil : group[..<k].first { $0.overlaps(edit) })
            if let clash {
                report(.note, "edit skipped: it overlaps an edit of [\(clash.ruleID)]: \(describe(group))", at: first,
                       rule: rule, confidence: confidence)
                return false
            }
        }
        for edit in group { edits.addChecked(edit) }
        return true
    }

    @discardableResult
    func propose(_ edit: Edit) -> Bool { propose([edit], rule: edit.ruleID) }

    func report(_ severity: Severity, _ message: String, at offset: Int, rule: String, suggestion: String? = nil,
                anchor: String? = nil, confidence: Confidence = .high, entry: String? = nil) {
        if isIgnored(offset) { return }
        let (line, column) = location(offset)
        var finding = Finding(path: file.path, line: line, column: column, severity: severity, confidence: confidence,
                              message: message, ruleID: rule, suggestion: suggestion,
                              link: anchor.map { "\(guide)#\($0)" }, offset: offset)
        finding.entryID = entry
        findings.append(finding)
    }

    /// The original span of a group of edits and the text it would become.
    private func describe(_ group: [Edit]) -> String {
        let lo = group.map(\.range.lowerBound).min()!
        let hi = group.map(\.range.upperBound).max()!
        var set = EditSet()
        for e in group { set.add(Edit((e.range.lowerBound - lo)..<(e.range.upperBound - lo), e.replacement, rule: e.ruleID)) }
        let before = Array(file.bytes[lo..<hi])
        let after = set.apply(to: before)
        return "`\(String(decoding: before, as: UTF8.self))` → `\(String(decoding: after, as: UTF8.self))`"
    }
}
