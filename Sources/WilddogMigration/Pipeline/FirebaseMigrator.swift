/// Migrates to the Firebase iOS SDK in two rounds: the 2.x mapping takes 1.x code to 2.x (2.x code
/// passes unchanged), then the Firebase mapping takes the result to Firebase. Migrating 1.x code to
/// Firebase therefore gives exactly what migrating it to 2.x and then to Firebase gives.
///
/// Each outcome is one set of edits of the file as read, and the findings of both rounds at the
/// places they concern in it. A 2.x finding is left out when a Firebase entry that `supersedes` its
/// entry reports on the same line (it says the same thing in Firebase terms).
public struct FirebaseMigrator: SourceMigrating {
    public let options: MigrationOptions
    private let legacy: Migrator
    private let firebase: Migrator
    /// 2.x entry ids → the Firebase entries that supersede their findings.
    private let superseded: [String: Set<String>]

    public init(legacy: MappingSet, firebase: MappingSet, options: MigrationOptions = MigrationOptions()) {
        self.options = options
        self.legacy = Migrator(mappings: legacy, options: options)
        self.firebase = Migrator(mappings: firebase, options: options, target: .firebase)
        var superseded: [String: Set<String>] = [:]
        for e in firebase.entries {
            for id in e.supersedes { superseded[id, default: []].insert(e.id) }
        }
        self.superseded = superseded
    }

    public var ruleIDs: [String] {
        var seen = Set<String>()
        return (firebase.ruleIDs + legacy.ruleIDs).filter { seen.insert($0).inserted }
    }

    public func migrate(_ inputs: [SourceInput]) -> [FileOutcome] {
        let first = legacy.migrate(inputs)
        let second = firebase.migrate(first.map { SourceInput(path: $0.path, bytes: $0.output) })
        return zip(first, second).map(combine)
    }

    private func combine(_ a: FileOutcome, _ b: FileOutcome) -> FileOutcome {
        // A file the first round could not read stays as it is; so does one the second round could not
        // read (the first round's 2.x code is no Firebase code: nothing is written).
        guard a.failure == nil, a.language != nil else { return a }
        guard b.failure == nil else {
            return FileOutcome(path: a.path, language: a.language, original: a.original, edits: [],
                               findings: b.findings.map { var f = $0; f.offset = 0; f.line = 1; f.column = 1; return f }, failure: b.failure)
        }
        let composition = EditComposition(original: a.original, first: a.edits, second: b.edits)
        let lines = LineIndex(a.original)
        var later: [Finding] = []
        for var f in b.findings {
            if let offset = f.offset {
                let o = composition.originalOffset(of: offset)
                (f.line, f.column) = lines.location(min(o, a.original.count))
                f.offset = o
            }
            later.append(f)
        }
        let supersedingLines = Dictionary(grouping: later.filter { $0.entryID != nil }, by: { $0.entryID! }).mapValues { Set($0.map(\.line)) }
        let earlier = a.findings.filter { f in
            guard let id = f.entryID, let by = superseded[id] else { return true }
            return !by.contains { supersedingLines[$0]?.contains(f.line) == true }
        }
        let findings = (earlier + later).sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        return FileOutcome(path: a.path, language: a.language, original: a.original, edits: composition.edits, findings: findings, failure: nil)
    }
}
