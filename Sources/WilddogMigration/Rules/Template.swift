/// Fills `$name` placeholders in mapping templates.
enum Template {
    /// Replaces each `$key` (letters, digits, `_`) that has a value; other text is kept as written.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        let t = Array(template.utf8)
        guard t.contains(Byte.dollar) else { return template }
        var out: [UInt8] = []
        out.reserveCapacity(t.count + 32)
        var i = 0
        while i < t.count {
            let c = t[i]
            guard c == Byte.dollar else { out.append(c); i += 1; continue }
            var e = i + 1
            while e < t.count, Byte.isIdentifierBody(t[e]), t[e] != Byte.dollar { e += 1 }
            let key = String(decoding: t[(i + 1)..<e], as: UTF8.self)
            if let value = values[key] { out += value.utf8 } else { out += t[i..<e] }
            i = e
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A string literal in the file's language: `"x"` in Swift, `@"x"` in Objective-C.
    static func literal(_ s: String, _ language: Language) -> String {
        var out: [UInt8] = language == .swift ? [Byte.quote] : [Byte.at, Byte.quote]
        for c in s.utf8 {
            if c == Byte.backslash || c == Byte.quote { out.append(Byte.backslash) }
            out.append(c)
        }
        out.append(Byte.quote)
        return String(decoding: out, as: UTF8.self)
    }
}
