/// Writes new Swift type names qualified by their module where the project declares a type of the
/// same name (`User` → `FirebaseAuth.User` in an app with its own `User`): Firebase target only.
struct SwiftQualifier: Sendable {
    /// Clashing name → `Module.Name`.
    let qualified: [String: String]

    static let none = SwiftQualifier(qualified: [:])

    /// The names of `modules` (new name → module) that `declared` also holds.
    init(modules: [String: String], declared: Set<String>) {
        var q: [String: String] = [:]
        for (name, module) in modules where declared.contains(name) { q[name] = module + "." + name }
        qualified = q
    }

    private init(qualified: [String: String]) { self.qualified = qualified }

    var isEmpty: Bool { qualified.isEmpty }

    /// `text` (mapping data: a type name, a closure type, a template) with each bare clashing name
    /// qualified; a name after a `.` is a member and stays.
    func qualify(_ text: String) -> String {
        guard !qualified.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var i = 0
        var inString = false
        while i < bytes.count {
            let b = bytes[i]
            if b == Byte.quote { inString.toggle() }
            guard !inString, Byte.isIdentifierHead(b), i == 0 || !Byte.isIdentifierBody(bytes[i - 1]) else { out.append(b); i += 1; continue }
            var e = i + 1
            while e < bytes.count, Byte.isIdentifierBody(bytes[e]) { e += 1 }
            let word = String(decoding: bytes[i..<e], as: UTF8.self)
            let afterDot = i > 0 && bytes[i - 1] == Byte.dot
            if !afterDot, let q = qualified[word] { out += q.utf8 } else { out += bytes[i..<e] }
            i = e
        }
        return String(decoding: out, as: UTF8.self)
    }
}
