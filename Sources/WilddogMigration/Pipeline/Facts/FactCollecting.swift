/// Reads one fact of a file for the `ProjectIndex` (first pass, before any rule runs).
protocol FactCollecting: Sendable {
    /// Identifiers the collector looks up in a file's candidates.
    var triggers: Set<String> { get }
    /// Adds what `f` says about the fact to `facts`; `c` holds the tokens of each trigger in `f`.
    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts)
}

extension FactCollecting {
    /// The variable an expression starting at token `start` is assigned to: `x = …`, `self.x = …`, `let x = …`.
    func assignedName(_ f: SourceFile, _ start: Int) -> String? {
        guard f.isPunct(start - 1, Byte.equal), !f.isPunct(start - 2, Byte.equal), f.isIdentifier(start - 2) else { return nil }
        var name = f.text(start - 2)
        if name.hasPrefix("_") { name.removeFirst() }
        return name
    }
}
