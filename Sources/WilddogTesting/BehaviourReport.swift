/// The comparison of a legacy and a migrated run: equivalent when every difference between
/// their traces is one of MIGRATION.md's documented differences. Its description is a unified
/// diff of the two traces that names each accepted difference and marks the first one that
/// is not.
public struct BehaviourReport: Sendable, CustomStringConvertible {
    /// One run of differing lines between the two traces.
    public struct Difference: Sendable {
        /// Index of the first differing line in the legacy and migrated traces (0-based).
        public let legacyLine: Int
        public let migratedLine: Int
        public let legacy: [String]
        public let migrated: [String]
        /// The documented difference that explains it; nil when nothing does.
        public let documented: DocumentedDifference?
    }

    public let legacy: BehaviourTrace
    public let migrated: BehaviourTrace
    public let options: CompareOptions
    /// Every difference, in trace order, accepted or not.
    public let differences: [Difference]

    /// Compares two recorded traces.
    public init(legacy: BehaviourTrace, migrated: BehaviourTrace, options: CompareOptions = []) {
        self.legacy = legacy
        self.migrated = migrated
        self.options = options
        let a = legacy.comparedLines(options), b = migrated.comparedLines(options)
        differences = LineDiff(a, b).hunks.map { h in
            let l = Array(a[h.legacyRange]), m = Array(b[h.migratedRange])
            return Difference(legacyLine: h.legacyRange.lowerBound, migratedLine: h.migratedRange.lowerBound, legacy: l, migrated: m,
                              documented: DocumentedDifference.allCases.first {
                                  $0.showsInTraces && $0.explains(legacy: l, migrated: m, next: h.legacyRange.upperBound < a.count ? a[h.legacyRange.upperBound] : nil)
                              })
        }
    }

    /// True when the two runs behaved the same apart from documented differences.
    public var isEquivalent: Bool { firstUnexplained == nil }

    /// The first difference no documented difference explains.
    public var firstUnexplained: Difference? { differences.first { $0.documented == nil } }

    /// The documented differences the two runs showed.
    public var acceptedDifferences: [DocumentedDifference] { differences.compactMap(\.documented) }

    public var description: String {
        let a = legacy.comparedLines(options), b = migrated.comparedLines(options)
        var out: [String] = []
        if let first = firstUnexplained {
            out.append("behaviour differs: first at legacy step \(first.legacyLine + 1) / migrated step \(first.migratedLine + 1):")
            out.append("  legacy:   " + (first.legacy.isEmpty ? "(nothing)" : first.legacy.joined(separator: " | ")))
            out.append("  migrated: " + (first.migrated.isEmpty ? "(nothing)" : first.migrated.joined(separator: " | ")))
        } else {
            let accepted = acceptedDifferences.map { "\"\($0.migrationTitle)\"" }
            out.append("behaviour is the same" + (accepted.isEmpty ? "" : " apart from documented differences: " + accepted.joined(separator: ", ")))
        }
        out.append("--- legacy")
        out.append("+++ migrated")
        var i = 0, j = 0
        for d in differences {
            while i < d.legacyLine { out.append("  " + a[i]); i += 1; j += 1 }
            let tag = d.documented.map { "documented difference: \($0.migrationTitle) (MIGRATION.md)" } ?? "NOT DOCUMENTED"
            out.append("@@ \(tag)")
            for l in d.legacy { out.append("- " + l) }
            for m in d.migrated { out.append("+ " + m) }
            i += d.legacy.count
            j += d.migrated.count
        }
        while i < a.count { out.append("  " + a[i]); i += 1 }
        return out.joined(separator: "\n")
    }
}
