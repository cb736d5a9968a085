import Foundation

/// Turns the Linux `.swiftinterface` of a facade into the input of the mock-SDK type-check: the
/// text the module has on Apple platforms.
enum InterfaceText {
    /// Modules an interface may import under the mock SDK; other imports (the engine, Synchronization,
    /// FoundationEssentials…) are implementation details of the Linux build and are dropped.
    static let importable: Set<String> = ["Swift", "Foundation", "Dispatch", "ObjectiveC", "_Concurrency",
                                          "_StringProcessing", "_SwiftConcurrencyShims", "SwiftOnoneSupport"]

    /// - `-disable-objc-interop` in the flags line becomes `-enable-objc-interop`;
    /// - swift-corelibs-foundation's module names (`FoundationEssentials.URL`) become `Foundation`;
    /// - imports of modules outside `importable` and `facades` are dropped;
    /// - the Darwin-only Objective-C forward files (`<Type>+ObjC.swift`, compiled out on Linux) are
    ///   appended, their imports moved to the top (`outParameterForm` for a throwing one), and
    ///   classes without a public `init()` get an unavailable one (`unavailableInits`). The
    ///   compiler type-checks the forwards' bodies there too: each file is appended under a
    ///   `#sourceLocation` of its own path (its import lines left blank), so that an error names
    ///   the forward file and line, not this temporary text;
    /// - each class named in `classNames` gets its Objective-C runtime name (`ClassNames`);
    /// - with no forward files, the text only declares the module's types (for the modules importing it).
    static func prepare(_ interface: String, facades: Set<String>, objcSources: [(path: String, text: String)],
                        classNames: [String: String] = [:]) -> String {
        var head: [String] = []
        var body: [String] = []
        var imports: Set<String> = []
        func keep(importLine line: String) -> Bool {
            guard let module = importedModule(line) else { return false }
            let real = module.hasPrefix("Module___") ? String(module.dropFirst("Module___".count)) : module
            return importable.contains(real) || facades.contains(real)
        }
        for raw in interface.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            if line.hasPrefix("// swift-module-flags:") {
                line = line.replacingOccurrences(of: "-disable-objc-interop", with: "-enable-objc-interop")
            }
            line = line.replacingOccurrences(of: "FoundationEssentials.", with: "Foundation.")
                .replacingOccurrences(of: "FoundationInternationalization.", with: "Foundation.")
            if importedModule(line) != nil {
                if keep(importLine: line) && imports.insert(line).inserted { head.append(line) }
                continue
            }
            if body.isEmpty && line.hasPrefix("//") { head.append(line) } else { body.append(ClassNames.apply(classNames, to: line)) }
        }
        // A module the interface aliases (`-module-alias Module___Dispatch=Dispatch`) is imported by its alias.
        var aliased: [String: String] = [:]
        for pair in moduleAliases(interface) where pair != "-module-alias" {
            let parts = pair.split(separator: "=")
            if parts.count == 2 { aliased[String(parts[1])] = String(parts[0]) }
        }
        for source in objcSources {
            body.append("#sourceLocation(file: \(quoted(source.path)), line: 1)")
            for raw in source.text.split(separator: "\n", omittingEmptySubsequences: false) {
                let line = String(raw)
                if let module = importedModule(line) {
                    var bare = line.trimmingCharacters(in: .whitespaces)
                    if let alias = aliased[module], let r = bare.range(of: " " + module, options: .backwards) {
                        bare.replaceSubrange(r, with: " " + alias)
                    }
                    if keep(importLine: bare) && imports.insert(bare).inserted { head.append(bare) }
                    body.append("")
                    continue
                }
                body.append(outParameterForm(line))
            }
            body.append("#sourceLocation()")
        }
        return (head + (objcSources.isEmpty ? body : unavailableInits(body))).joined(separator: "\n") + "\n"
    }

    /// A class whose interface says `@_hasMissingDesignatedInitializers` and declares no public
    /// `init()` cannot be made with `init` from Objective-C: compiled from source, the header says
    /// `- (instancetype)init SWIFT_UNAVAILABLE;`, but the interface alone does not tell the compiler.
    /// Say it in the interface: `@available(*, unavailable) override public init()` in the class.
    static func unavailableInits(_ lines: [String]) -> [String] {
        var out: [String] = []
        var missing = false
        var i = 0
        while i < lines.count {
            let line = lines[i]
            out.append(line)
            i += 1
            if line.hasPrefix("@") && line.contains("@_hasMissingDesignatedInitializers") { missing = true }
            guard line.hasSuffix("{"), line.firstMatch(of: #/^(@.* )?(public|open) class \w+ : /#) != nil else {
                if !line.hasPrefix("@") { missing = false }
                continue
            }
            defer { missing = false }
            guard missing else { continue }
            var end = i
            while end < lines.count && lines[end] != "}" { end += 1 }
            let declaresInit = lines[i..<min(end, lines.count)].contains { $0.firstMatch(of: #/^  (@.* )?(override )?(public |open )(convenience )?init\(\)/#) != nil }
            if !declaresInit { out.append("  @available(*, unavailable) override public init()") }
        }
        return out
    }

    /// A throwing `@objc` forward, on one line: `@objc(signOut:) public func __signOut() throws { … }`.
    /// Linux's standard library has no `AutoreleasingUnsafeMutablePointer`, which the compiler needs
    /// to turn `throws` into the Objective-C `NSError **` out-parameter, so the forward is written in
    /// the form it has in Objective-C: an error pointer parameter and a `BOOL` (or nullable object)
    /// result. Its body stays, in a throwing closure, so that it is type-checked like the others.
    static func outParameterForm(_ line: String) -> String {
        let pattern = /^(?<head>.*@objc\([^)]*\).*\bfunc\s+\w+)\((?<params>[^)]*)\)\s+throws(?:\s*->\s*(?<result>[^{]+?))?\s*\{(?<body>.*)\}\s*$/
        guard let m = try? pattern.wholeMatch(in: line) else { return line }
        let params = m.params.trimmingCharacters(in: .whitespaces)
        let error = "_ error: Swift.UnsafeMutablePointer<Foundation.NSError?>?"
        let result = m.result.map { String($0).trimmingCharacters(in: .whitespaces) + "?" } ?? "Swift.Bool"
        // The `BOOL` of a Void function is not a result the caller must use (no SWIFT_WARN_UNUSED_RESULT).
        var head = String(m.head)
        if m.result == nil, !head.contains("@discardableResult"), let first = head.firstIndex(where: { !$0.isWhitespace }) { head.insert(contentsOf: "@discardableResult ", at: first) }
        let call = m.result.map { "try? { () throws -> \($0.trimmingCharacters(in: .whitespaces)) in\(m.body)}()" }
            ?? "(try? { () throws in\(m.body)}()) != nil"
        return "\(head)(\(params.isEmpty ? error : params + ", " + error)) -> \(result) { \(call) }"
    }

    /// `@_exported import Module___WilddogCore`, `package import X`, `import struct X.Y` → the module name.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let w = words.first, w.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(w) {
            words = words.dropFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        var name = words.dropFirst().first!
        if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(name), words.count >= 3 {
            name = words.dropFirst(2).first!
        }
        return String(name.split(separator: ".").first ?? name)
    }

    /// The `-module-alias A=B` pairs of the interface's flags line (the tool emits interfaces with
    /// aliased module names so that the class `Wilddog` and the module `Wilddog` stay apart).
    static func moduleAliases(_ interface: String) -> [String] {
        guard let flags = interface.split(separator: "\n").first(where: { $0.hasPrefix("// swift-module-flags:") }) else { return [] }
        let words = flags.split(separator: " ").map(String.init)
        var result: [String] = []
        for (i, w) in words.enumerated() where w == "-module-alias" && i + 1 < words.count {
            result += ["-module-alias", words[i + 1]]
        }
        return result
    }

    /// `s` as a Swift string literal.
    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
