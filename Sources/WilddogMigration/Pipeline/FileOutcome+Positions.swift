/// Which file the line and column of a finding refer to.
public enum FindingPositions: String, Sendable, Codable {
    /// The file as read (a dry run, `--check`): what the diff's `-` side shows.
    case asRead = "as-read"
    /// The file as written by `--write`: added imports and configuration lines shift later findings.
    case asWritten = "as-written"

    /// One sentence for reports (`--help`, JSON, SARIF).
    public var explanation: String {
        switch self {
        case .asRead: return "line and column refer to each file as it was read (before any rewrite)"
        case .asWritten: return "line and column refer to each file as written by --write (after the rewrite)"
        }
    }
}

extension FileOutcome {
    /// This outcome with every finding's position moved to the rewritten file (`output`): a place
    /// inside replaced code goes to the start of its replacement, text inserted before a place
    /// moves it down or right.
    public func positionedAsWritten() -> FileOutcome {
        guard changed, findings.contains(where: { $0.offset != nil }) else { return self }
        let sorted = edits.sorted { a, b in
            a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound < b.range.lowerBound : (a.range.isEmpty && !b.range.isEmpty)
        }
        let lines = LineIndex(output)
        var copy = self
        for k in copy.findings.indices {
            guard let offset = copy.findings[k].offset else { continue }
            let (line, column) = lines.location(Self.outputOffset(of: offset, sorted))
            copy.findings[k].line = line
            copy.findings[k].column = column
        }
        copy.findings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return copy
    }

    /// Where original offset `offset` lands in the output of `edits` (sorted, insertions first at an offset).
    static func outputOffset(of offset: Int, _ edits: [Edit]) -> Int {
        var shift = 0
        for e in edits {
            if e.range.isEmpty {
                guard e.range.lowerBound <= offset else { break }
            } else {
                guard e.range.lowerBound <= offset else { break }
                if offset < e.range.upperBound { return e.range.lowerBound + shift }
            }
            shift += e.replacement.utf8.count - e.range.count
        }
        return offset + shift
    }
}
