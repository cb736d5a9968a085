/// Fills `$name` placeholders in mapping templates.
enum Template {
    /// Replaces each `$key` (letters, digits, `_`) that has a value; other text is kept as written.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var chars = template.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = chars.next()
        while let c = pending {
            pending = chars.next()
            guard c == "$" else { out.unicodeScalars.append(c); continue }
            var key = ""
            while let k = pending, k.properties.isAlphabetic || ("0"..."9").contains(k) || k == "_" {
                key.unicodeScalars.append(k)
                pending = chars.next()
            }
            if let value = values[key] { out += value } else { out += "$" + key }
        }
        return out
    }

    /// A string literal in the file's language: `"x"` in Swift, `@"x"` in Objective-C.
    static func literal(_ s: String, _ language: Language) -> String {
        let escaped = s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return language == .swift ? "\"\(escaped)\"" : "@\"\(escaped)\""
    }
}
