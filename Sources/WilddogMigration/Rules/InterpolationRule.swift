/// Reports legacy API used inside Swift string interpolations, which the rewriter leaves alone
/// (string literals are never rewritten): one warning per interpolation, naming each legacy name.
struct InterpolationRule: Rule {
    let id = "interpolation"
    /// Legacy names reported wherever they occur in an interpolation.
    private let names: Set<String>
    /// Members reported only after a dot (`ref.authData`), and when `kind` is set only after a
    /// receiver known to hold that kind of value (`authData.provider`).
    private let members: [String: (kind: ValueKind?, strict: Bool)]

    init(_ mappings: MappingSet) {
        var names = Set(TypeTable(mappings).renames.keys)
        var members: [String: (kind: ValueKind?, strict: Bool)] = [:]
        let calls: [any MemberMapping] = mappings.calls + mappings.oauth
        for e in calls {
            let c = CallEntry(e)
            if let s = c.swiftFrom, c.changes(.swift) { names.insert(s.base) }
        }
        for e in mappings.serverValues { if let s = e.swift?.from, s.allSatisfy({ $0.isLetter || $0.isNumber }) { names.insert(s) } }
        let named: [any MemberMapping] = mappings.properties + mappings.manuals
        for e in named {
            guard let from = e.swift?.from, from.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
            guard e is PropertyMapping || e.receiverKind != nil else { continue }
            members[from] = (e.receiverKind, e.receiverKind != nil && e.unknownReceiver == nil)
        }
        self.names = names
        self.members = members
    }

    var triggers: Set<String> { [] }

    func apply(_ ctx: RuleContext) {
        guard ctx.language == .swift else { return }
        let f = ctx.file
        let marker: [UInt8] = [Byte.backslash]
        guard ByteSearch.contains([Byte.backslash, Byte.openParen], in: f.bytes) || ByteSearch.contains([Byte.backslash, Byte.hash], in: f.bytes) else { return }
        for i in 0..<f.tokens.count where f.tokens[i].kind == .string {
            let t = f.tokens[i]
            var k = Int(t.start)
            while let slash = ByteSearch.find(marker, in: f.bytes, from: k, to: Int(t.end)) {
                var open = slash + 1
                while open < Int(t.end) && f.bytes[open] == Byte.hash { open += 1 }
                guard open < Int(t.end), f.bytes[open] == Byte.openParen else { k = slash + 2; continue }
                let close = matchingParen(f.bytes, open, end: Int(t.end))
                let found = legacyNames(f.bytes, open + 1, close, ctx)
                if let first = found.first {
                    let list = found.map { "`\($0.name)`" }.joined(separator: ", ")
                    ctx.report(.warning, "legacy API \(list) inside a string interpolation is not rewritten: move the expression out of the string or convert it by hand",
                               at: first.offset, rule: id)
                }
                k = close
            }
        }
    }

    /// The offset just after the `)` that closes the interpolation opened at `open` (or `end`).
    private func matchingParen(_ b: [UInt8], _ open: Int, end: Int) -> Int {
        var depth = 0
        var inString = false
        var k = open
        while k < end {
            let c = b[k]
            if inString {
                if c == Byte.backslash { k += 2; continue }
                if c == Byte.quote { inString = false }
            } else if c == Byte.quote {
                inString = true
            } else if c == Byte.openParen {
                depth += 1
            } else if c == Byte.closeParen {
                depth -= 1
                if depth == 0 { return k + 1 }
            }
            k += 1
        }
        return end
    }

    /// Legacy names in the code `b[from..<to]`, in order, each once.
    private func legacyNames(_ b: [UInt8], _ from: Int, _ to: Int, _ ctx: RuleContext) -> [(name: String, offset: Int)] {
        var found: [(name: String, offset: Int)] = []
        var previous: (text: String, end: Int)?
        var k = from
        while k < to {
            guard Byte.isIdentifierHead(b[k]), k == from || !Byte.isIdentifierBody(b[k - 1]) else { k += 1; continue }
            var e = k + 1
            while e < to && Byte.isIdentifierBody(b[e]) { e += 1 }
            let word = String(decoding: b[k..<e], as: UTF8.self)
            var legacy = names.contains(word)
            if !legacy, let member = members[word], let receiver = previous, afterDot(b, receiver.end, k) {
                legacy = !member.strict || member.kind.map { ctx.project.knows(receiver.text, as: $0) } ?? true
            }
            if legacy && !found.contains(where: { $0.name == word }) { found.append((word, k)) }
            previous = (word, e)
            k = e
        }
        return found
    }

    /// True when only a `.` (and optional `?`/`!`) separates `end` from `start`.
    private func afterDot(_ b: [UInt8], _ end: Int, _ start: Int) -> Bool {
        let between = b[end..<start].filter { $0 != Byte.question && $0 != Byte.exclamation }
        return between.count == 1 && between.first == Byte.dot
    }
}
