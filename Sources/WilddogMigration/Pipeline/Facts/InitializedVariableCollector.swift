/// `let posts = ref.childByAppendingPath("posts")`: a variable initialized from a member that
/// returns a known kind of value (`returnsKind`) holds that kind.
struct InitializedVariableCollector: FactCollecting {
    /// Swift base names (legacy and 2.x) of members by the kind of value they return.
    let returnedKinds: [String: ValueKind]

    init(_ mappings: MappingSet) {
        var returned: [String: ValueKind] = [:]
        for e in mappings.members {
            guard let kind = e.returnsKind else { continue }
            for name in [e.swift?.from, e.swift?.to].compactMap({ $0 }) { returned[SwiftName(name).base] = kind }
        }
        returnedKinds = returned
    }

    var triggers: Set<String> { ["let", "var"] }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for k in (c["let"] ?? []) + (c["var"] ?? []) {
            guard f.isIdentifier(k + 1), f.isPunct(k + 2, Byte.equal) else { continue }
            var last: Int?
            var j = k + 3
            while j < f.tokens.count, f.tokens[j].kind != .endOfFile {
                if j > k + 3, f.tokens[j].newlineBefore, !f.isPunct(j, Byte.dot) { break }
                if f.isPunct(j, Byte.semicolon) || f.isPunct(j, Byte.openBrace) { break }
                if let p = f.partnerOf(j), p > j { j = p + 1; continue }
                if f.isIdentifier(j), f.isPunct(j - 1, Byte.dot) { last = j }
                j += 1
            }
            if let m = last, let kind = returnedKinds[f.text(m)] { facts.variables[kind.rawValue, default: []].insert(f.text(k + 1)) }
        }
    }
}
