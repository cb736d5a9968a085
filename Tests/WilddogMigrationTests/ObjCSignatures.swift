import Foundation

/// The method and property declarations of a directory of ObjC headers, each reduced to the types
/// an ObjC caller compiles against: `WDGSyncQuery -observeEventType:withBlock:` →
/// `int64_t (WDGDataEventType, void(^)(WDGDataSnapshot*))`. Typedefs are expanded (both the
/// headers' own and the ones of the umbrella headers), `enum X` is `X`, generic arguments, block
/// parameter names and nullability are dropped (nullability is not compared: the fixtures state it
/// with NS_ASSUME_NONNULL regions, the Swift compiler on each type).
struct ObjCSignatures {
    /// `owner` → `-selector` / `+selector` / `@property` → normalized type signature.
    var declarations: [String: [String: String]] = [:]
    private var typedefs: [String: String] = [:]

    init(_ dir: URL) {
        var sources: [String] = []
        let fm = FileManager.default
        for rel in (fm.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []).sorted() where rel.hasSuffix(".h") {
            sources.append((try? String(contentsOf: dir.appendingPathComponent(rel), encoding: .utf8)) ?? "")
        }
        for source in sources { readTypedefs(source) }
        for source in sources { readDeclarations(source) }
    }

    private mutating func readTypedefs(_ source: String) {
        for raw in source.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("typedef "), !line.contains("NS_ENUM"), !line.contains("SWIFT_ENUM"), line.hasSuffix(";") else { continue }
            let body = String(line.dropFirst(8).dropLast())
            if let m = body.wholeMatch(of: /(.*)\(\^\s*(\w+)\)(\(.*\))/) {   // block typedef
                typedefs[String(m.2)] = String(m.1) + "(^)" + String(m.3)
            } else if let m = body.wholeMatch(of: /(.*[^\w])(\w+)/) {
                typedefs[String(m.2)] = String(m.1)
            }
        }
    }

    private mutating func readDeclarations(_ source: String) {
        ObjCHeaderContractTests.Interface.forEachMemberLine(source) { o, line in
            if line.hasPrefix("-") || line.hasPrefix("+"), let (selector, signature) = method(line) {
                declarations[o, default: [:]][selector] = signature
            } else if line.hasPrefix("@property"), let name = ObjCHeaderContractTests.Interface.propertyName(line), !line.contains("(^") {
                var decl = String(line.prefix { $0 != ";" })
                if decl.hasPrefix("@property (") { decl = String(decl.drop { $0 != ")" }.dropFirst()) } else { decl = String(decl.dropFirst(9)) }
                decl = Self.stripTrailingMacros(decl)
                if decl.hasSuffix(name) { decl = String(decl.dropLast(name.count)) }
                let type = normalize(decl)
                declarations[o, default: [:]]["@property " + name] = type
                // The getter is a method too: a contract `- (NSString *)description` is this property's.
                let kind = line.contains("(class") || line.contains(" class,") || line.contains(", class") ? "+" : "-"
                if declarations[o]?[kind + name] == nil { declarations[o, default: [:]][kind + name] = type + " ()" }
            }
        }
    }

    /// `- (int64_t)observeEventType:(WDGDataEventType)eventType withBlock:(…)block SWIFT_WARN_UNUSED_RESULT;`
    private func method(_ line: String) -> (String, String)? {
        let kind = String(line.prefix(1))
        var rest = Substring(Self.stripTrailingMacros(String(line.dropFirst().prefix { $0 != ";" })))
        func group() -> String? {
            rest = rest.drop { $0 == " " }
            guard rest.first == "(" else { return nil }
            var depth = 0
            for i in rest.indices {
                if rest[i] == "(" { depth += 1 } else if rest[i] == ")" {
                    depth -= 1
                    if depth == 0 {
                        let inner = String(rest[rest.index(after: rest.startIndex)..<i])
                        rest = rest[rest.index(after: i)...]
                        return inner
                    }
                }
            }
            return nil
        }
        guard var result = group() else { return nil }
        var selector = "", types: [String] = []
        while true {
            rest = rest.drop { $0 == " " }
            let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !word.isEmpty else { break }
            rest = rest.dropFirst(word.count)
            guard rest.first == ":" else { if selector.isEmpty { selector = String(word) }; break }
            rest = rest.dropFirst()
            selector += word + ":"
            guard let type = group() else { return nil }
            types.append(normalize(type))
            rest = rest.drop { $0 == " " }
            rest = rest.drop { $0.isLetter || $0.isNumber || $0 == "_" }   // the parameter name
        }
        if selector.hasPrefix("init") && (result == "id" || result.hasPrefix("instancetype") || result.contains("instancetype")) { result = "instancetype" }
        return (kind + selector, normalize(result) + " (" + types.joined(separator: ", ") + ")")
    }

    static func stripTrailingMacros(_ s: String) -> String {
        var text = s.trimmingCharacters(in: .whitespaces)
        while true {
            var candidate = text
            if candidate.hasSuffix(")") {   // `SWIFT_DEPRECATED_MSG("…")`, `__attribute__((…))`
                var depth = 0
                var open: String.Index?
                for i in candidate.indices.reversed() {
                    if candidate[i] == ")" { depth += 1 } else if candidate[i] == "(" { depth -= 1; if depth == 0 { open = i; break } }
                }
                guard let o = open else { return text }
                candidate = String(candidate[..<o])
            }
            let word = candidate.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let name = String(word.reversed())
            guard ["SWIFT_", "NS_", "OBJC_", "__attribute__", "API_", "__deprecated"].contains(where: name.hasPrefix) else { return text }
            text = String(candidate.dropLast(name.count)).trimmingCharacters(in: .whitespaces)
        }
    }

    /// One type, reduced.
    func normalize(_ type: String) -> String {
        var t = " " + type + " "
        // Typedefs (repeatedly: a block typedef may name another).
        for _ in 0..<3 {
            for (name, definition) in typedefs {
                t = t.replacingOccurrences(of: "\\b\(name)\\b", with: " " + definition + " ", options: .regularExpression)
            }
        }
        for word in ["_Nonnull", "_Nullable", "_Null_unspecified", "nullable", "nonnull", "__nullable", "__kindof", "__strong", "__autoreleasing", "enum"] {
            t = t.replacingOccurrences(of: "\\b\(word)\\b", with: " ", options: .regularExpression)
        }
        // The mock SDK's DispatchQueue is `id<OS_dispatch_queue>`; Apple's generated header says dispatch_queue_t.
        t = t.replacingOccurrences(of: "\\bdispatch_queue_t\\b", with: "id<OS_dispatch_queue>", options: .regularExpression)
        t = Self.dropGenericArguments(t)
        t = t.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // Parameter names inside block types: `NSError * error,` → `NSError *,`; `BOOL committed)` → `BOOL)`.
        t = t.replacingOccurrences(of: "([*>]) ?[A-Za-z_]\\w*(?= ?[,)])", with: "$1", options: .regularExpression)
        t = t.replacingOccurrences(of: "\\b(?!const\\b|unsigned\\b|struct\\b)([A-Za-z_]\\w*) [A-Za-z_]\\w*(?= ?[,)])", with: "$1", options: .regularExpression)
        t = t.replacingOccurrences(of: "\\(\\^ ?\\)", with: "(^)", options: .regularExpression)
        return t.filter { !$0.isWhitespace }
    }

    /// `NSDictionary<NSString *, id> *` → `NSDictionary *`; `id<NSObject>` keeps its protocol.
    static func dropGenericArguments(_ s: String) -> String {
        var out = ""
        var skip = 0
        var lastWord = ""
        var word = ""
        for ch in s {
            if skip > 0 {
                if ch == "<" { skip += 1 } else if ch == ">" { skip -= 1 }
                continue
            }
            if ch == "<" && (word.isEmpty ? lastWord : word) != "id" { skip = 1; continue }
            if ch.isLetter || ch.isNumber || ch == "_" { word.append(ch) } else if !word.isEmpty { lastWord = word; word = "" } else if !ch.isWhitespace { lastWord = "" }
            out.append(ch)
        }
        return out
    }
}
