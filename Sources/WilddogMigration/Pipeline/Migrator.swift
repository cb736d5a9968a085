/// Migrates a set of source files as one project.
public protocol SourceMigrating: Sendable {
    var options: MigrationOptions { get }
    /// Ids of all rules, for reports.
    var ruleIDs: [String] { get }
    /// One outcome per input, in input order.
    func migrate(_ inputs: [SourceInput]) -> [FileOutcome]
}

/// Runs the rules over a set of files: a first pass gathers project facts, a second rewrites.
public struct Migrator: SourceMigrating {
    public let mappings: MappingSet
    public let options: MigrationOptions
    /// The rules' target: `.firebase` runs the Firebase rules over 2.x code (`FirebaseMigrator` runs
    /// the 2.x rules first).
    public let target: MigrationTarget
    private let collector: FactCollector
    private let ruleSet: RuleSet

    public init(mappings: MappingSet, options: MigrationOptions = MigrationOptions(), target: MigrationTarget = .wilddog2) {
        self.mappings = mappings
        self.options = options
        self.target = target
        collector = FactCollector(mappings, target: target)
        ruleSet = RuleSet(mappings, collector: collector, target: target)
    }

    /// Ids of all rules, for reports.
    public var ruleIDs: [String] { ruleSet.ids }

    private enum Lexed: Sendable {
        case file(SourceFile, [String: [Int]], FileFacts)
        case failed(LexError, Language)
        case skipped
    }

    public func migrate(_ inputs: [SourceInput]) -> [FileOutcome] {
        let order = inputs.indices.sorted { inputs[$0].path < inputs[$1].path }
        let lexed: [Lexed] = ParallelMap.map(inputs.count, parallel: options.parallel) { i in
            let input = inputs[i]
            guard let language = Language(path: input.path) else { return .skipped }
            do throws(LexError) {
                let f = try SourceFile(path: input.path, language: language, bytes: input.bytes)
                let candidates = ruleSet.filter.candidates(in: f)
                var facts = collector.collect(f, candidates)
                facts.usedSections = ruleSet.sections.collect(candidates)
                return .file(f, candidates, facts)
            } catch {
                return .failed(error, language)
            }
        }
        var project = ProjectIndex()
        for i in order { if case .file(_, _, let facts) = lexed[i] { project.merge(facts) } }
        project.resolveConstantURLUses()
        if !project.followCandidates.isEmpty {
            let swiftFiles = order.compactMap { i -> SourceFile? in
                if case .file(let f, _, _) = lexed[i], f.language == .swift { return f }
                return nil
            }
            project.followURLArguments(URLFollower(files: swiftFiles, constants: project.stringConstants))
        }
        let index = project
        let qualifier = target == .firebase ? SwiftQualifier(modules: TypeTable(mappings).modules, declared: index.declaredTypeNames) : .none
        return ParallelMap.map(inputs.count, parallel: options.parallel) { i in
            let input = inputs[i]
            switch lexed[i] {
            case .skipped:
                return FileOutcome(path: input.path, language: nil, original: input.bytes, edits: [], findings: [], failure: nil)
            case .failed(let error, let language):
                let location = LineIndex(input.bytes).location(min(error.offset, input.bytes.count))
                let finding = Finding(path: input.path, line: location.line, column: location.column, severity: .warning,
                                      confidence: .high, message: "file left untouched: \(error.reason.rawValue)", ruleID: "lex-error")
                return FileOutcome(path: input.path, language: language, original: input.bytes, edits: [], findings: [finding], failure: error)
            case .file(let f, let candidates, _):
                let ctx = RuleContext(file: f, project: index, candidates: candidates, options: options,
                                      target: target, qualifier: qualifier, ignored: IgnoreDirectives.ranges(f))
                for rule in ruleSet.rules { rule.apply(ctx) }
                let findings = ctx.findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
                return FileOutcome(path: input.path, language: f.language, original: input.bytes, edits: ctx.acceptedEdits,
                                   findings: findings, failure: nil)
            }
        }
    }
}
