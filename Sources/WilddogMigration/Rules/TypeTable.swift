/// The type renames of the mapping, per language, applied to snippets of code the rules compose.
struct TypeTable: Sendable {
    /// Legacy name → new name in Swift.
    let swift: [String: String]
    /// Legacy name → new name in Objective-C (`objcTo`, else `to`).
    let objc: [String: String]
    /// New Swift type names → the module that declares them (`User` → `FirebaseAuth`), for the
    /// qualification of names the project declares too.
    let modules: [String: String]

    init(_ mappings: MappingSet) {
        var swift: [String: String] = [:], objc: [String: String] = [:], modules: [String: String] = [:]
        for e in mappings.types {
            swift[e.from] = e.to
            objc[e.from] = e.to(.objectiveC)
            if let m = e.module, e.to.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { modules[e.to] = m }
        }
        self.swift = swift
        self.objc = objc
        self.modules = modules
    }

    /// Legacy name → new name in `language`.
    func renames(_ language: Language) -> [String: String] { language == .swift ? swift : objc }

    /// `text` with every identifier that names a legacy type replaced by its new name.
    ///
    /// Snippets are parameter declarations (`WAuthData *authData`, `error: Error?`): no strings or
    /// comments, so identifiers are found by scanning bytes. `qualifier` qualifies new Swift names
    /// the project declares too.
    func rename(_ text: String, _ language: Language, qualifier: SwiftQualifier = .none) -> String {
        let table = renames(language)
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var i = 0
        while i < bytes.count {
            guard Byte.isIdentifierHead(bytes[i]) else { out.append(bytes[i]); i += 1; continue }
            var e = i + 1
            while e < bytes.count, Byte.isIdentifierBody(bytes[e]) { e += 1 }
            let word = bytes[i..<e]
            if let to = table[String(decoding: word, as: UTF8.self)] {
                out += (language == .swift ? qualifier.qualify(to) : to).utf8
            } else { out += word }
            i = e
        }
        return String(decoding: out, as: UTF8.self)
    }
}
