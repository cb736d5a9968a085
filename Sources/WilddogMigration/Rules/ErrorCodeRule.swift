/// Flags comparisons with legacy error codes and legacy error constants: 2.x renumbered them
/// (`-3` PERMISSION_DENIED → 26101, auth codes → 22xxx), so each needs a look. Objective-C
/// constants with a 2.x counterpart (`WAuthenticationErrorInvalidPassword`) are rewritten instead.
struct ErrorCodeRule: Rule {
    let id = "error-code"
    private let byCode: [Int: [ErrorCodeMapping]]
    private let constants: [String: [ErrorCodeMapping]]
    /// Swift cases of the legacy error enums (`InvalidPassword` of `WAuthenticationError.InvalidPassword`),
    /// for implicit members (`reason == .InvalidPassword`).
    private let cases: [String: [ErrorCodeMapping]]
    private let anchor: String?
    /// Firebase: Swift `Type.case.rawValue` is rewritten to the entry's `swift.to` as Objective-C
    /// constants are (the 2.x target reports it: its enums keep the domain apart).
    private let rewritesSwift: Bool
    /// How reports name the target (`2.x`, `Firebase`).
    private let targetName: String
    /// Firebase: the Objective-C name of an error type (`WDGAuthErrorCode` → `FIRAuthErrorCode`), from the type entries.
    private let objcTypes: [String: String]

    init(_ mappings: MappingSet, target: MigrationTarget = .wilddog2) {
        rewritesSwift = target == .firebase
        targetName = target == .firebase ? "Firebase" : "2.x"
        objcTypes = target == .firebase ? TypeTable(mappings).objc : [:]
        var byCode: [Int: [ErrorCodeMapping]] = [:]
        var constants: [String: [ErrorCodeMapping]] = [:]
        var cases: [String: [ErrorCodeMapping]] = [:]
        for e in mappings.errorCodes {
            byCode[e.errorCode.code, default: []].append(e)
            for form in [e.objc, e.swift] {
                if let from = form?.from { constants[String(from.split(separator: ".").first ?? ""), default: []].append(e) }
            }
            if let from = e.swift?.from, let dot = from.firstIndex(of: ".") { cases[String(from[from.index(after: dot)...]), default: []].append(e) }
        }
        self.byCode = byCode
        self.constants = constants
        self.cases = cases
        anchor = mappings.errorCodes.first?.anchor
    }

    var triggers: Set<String> { Set(constants.keys).union(cases.keys).union(["code"]) }

    func apply(_ ctx: RuleContext) {
        let f = ctx.file
        if f.language == .swift { reportImplicitCases(ctx) }
        for i in ctx.tokens(named: "code") where f.isPunct(i - 1, Byte.dot) && i >= 2 {
            guard (f.isPunct(i + 1, Byte.equal) || f.isPunct(i + 1, Byte.exclamation)) && f.isPunct(i + 2, Byte.equal) else { continue }
            var k = i + 3
            var sign = 1
            if f.isPunct(k, Byte.minus) { sign = -1; k += 1 }
            guard f.tokens[k].kind == .number, let value = Int(f.text(k)), let entries = byCode[sign * value] else { continue }
            let options = entries.map { e -> String in
                let s = e.errorCode
                return "\(s.domain) \(s.name) → " + (s.newCode.map { "\($0) \(s.newName ?? "")" } ?? "no \(targetName) code")
            }
            ctx.report(.warning, "numeric comparison with \(rewritesSwift ? "Wilddog" : "legacy") error code \(sign * value): \(targetName) uses other codes and domains (\(options.joined(separator: "; ")))",
                       at: Int(f.tokens[i - 2].start), rule: id, suggestion: suggestion(entries, f.language), anchor: anchor, entry: entries.first?.id)
        }
        for (name, entries, tokens) in ctx.present(constants) {
            for i in tokens where !f.isPunct(i - 1, Byte.dot) {
                var matched = entries.filter { $0.form(f.language)?.from == name }
                if f.language == .swift, f.isPunct(i + 1, Byte.dot), f.isIdentifier(i + 2) {
                    let full = name + "." + f.text(i + 2)
                    matched = entries.filter { $0.swift?.from == full }
                }
                guard let e = matched.first else {
                    reportType(name, entries, at: i, ctx)
                    continue
                }
                let s = e.errorCode
                // An ObjC constant names its domain (WAuthenticationError → WDGAuthErrorCode), so where 2.x
                // has a counterpart the constant is rewritten; bare numbers and Swift enum cases are not.
                if f.language == .objectiveC, let to = e.objc?.to, e.objc?.from == name,
                   ctx.propose(Edit(f.range(i, i), to, rule: id)) { noteDifference(e, at: i, ctx); continue }
                // Firebase: `WDGAuthErrorCode.invalidPassword.rawValue` → `AuthErrorCode.wrongPassword.rawValue`.
                if rewritesSwift, f.language == .swift, let to = e.swift?.to, f.isPunct(i + 1, Byte.dot), f.isPunct(i + 3, Byte.dot),
                   f.textEquals(i + 4, "rawValue"), ctx.propose(Edit(f.range(i, i + 4), ctx.qualifier.qualify(to), rule: id)) {
                    noteDifference(e, at: i, ctx)
                    continue
                }
                let prefix = rewritesSwift ? "Wilddog error" : "legacy error"
                ctx.report(.warning, "\(prefix) \(s.name) (\(s.code) in \(s.domain)) " + (s.newCode.map { "is \($0) in \(targetName)" } ?? "has no \(targetName) counterpart"),
                           at: Int(f.tokens[i].start), rule: id, suggestion: e.form(f.language)?.to, anchor: e.anchor, entry: e.id)
                // Firebase: the case is left whole (renaming the type alone writes `Int.transactionOverridden`).
                if rewritesSwift, f.language == .swift, f.isPunct(i + 1, Byte.dot) { ctx.reserve(f.range(i, i + 2)) }
            }
        }
    }

    /// Firebase: the entry's note (a nearest code, merged codes) where a comparison was rewritten.
    private func noteDifference(_ e: ErrorCodeMapping, at i: Int, _ ctx: RuleContext) {
        guard rewritesSwift, let note = e.note else { return }
        ctx.report(.note, note, at: Int(ctx.file.tokens[i].start), rule: id, anchor: e.anchor, entry: e.id)
    }

    /// `reason == .InvalidPassword`, `case .UserDoesNotExist:` in a Swift file that names the legacy error
    /// enum: reported like the qualified case (its code differs in 2.x), with the 2.x spelling.
    private func reportImplicitCases(_ ctx: RuleContext) {
        let f = ctx.file
        for (name, entries, tokens) in ctx.present(cases) {
            let named = entries.filter { e in
                e.swift?.from.flatMap { $0.split(separator: ".").first }.map { ctx.candidates[String($0)] != nil } ?? false
            }
            guard !named.isEmpty else { continue }
            for i in tokens where f.isPunct(i - 1, Byte.dot) && f.isImplicitMember(dot: i - 1) {
                // The file may name both enums, which share case names: each reading is listed.
                let readings = named.map { e -> String in
                    let s = e.errorCode
                    let type = e.swift?.from?.split(separator: ".").first.map(String.init) ?? ""
                    return "\(type).\(name) (\(s.code) in \(s.domain)) " + (s.newCode.map { "is \($0) in \(targetName)" } ?? "has no \(targetName) counterpart")
                }
                ctx.report(.warning, (rewritesSwift ? "Wilddog error " : "legacy error ") + readings.joined(separator: ", or "),
                           at: Int(f.tokens[i - 1].start), rule: id, suggestion: suggestion(named, .swift), anchor: named[0].anchor, entry: named[0].id)
            }
        }
    }

    /// A legacy error enum used as a type or value (`WAuthenticationError(rawValue: error.code)`,
    /// `let e: WilddogError`, `WAuthenticationError.Unknown.rawValue` of a case without a mapping,
    /// Objective-C `(WAuthenticationError)error.code`): 2.x has no type with the same cases and codes,
    /// so a Swift use is reported with the 2.x type to use; Objective-C, whose constants are renamed,
    /// gets the 2.x type.
    private func reportType(_ name: String, _ entries: [ErrorCodeMapping], at i: Int, _ ctx: RuleContext) {
        guard entries.contains(where: { $0.swift?.from?.hasPrefix(name + ".") == true }) else { return }
        let targets = entries.compactMap { $0.swift?.to.flatMap { $0.split(separator: ".").first }.map(String.init) }
        // The 2.x type most of the enum's cases map to (ties: the first name, so the choice is stable).
        let target = Dictionary(targets.map { ($0, 1) }, uniquingKeysWith: +).max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        // Objective-C renames the domain's constants to their 2.x counterparts, so the type follows them
        // (`(WAuthenticationError)error.code` → `(WDGAuthErrorCode)error.code`): a 2.x code compared with 2.x constants.
        if ctx.language == .objectiveC, let target = objcTypes[name] ?? target, ctx.propose(Edit(ctx.file.range(i, i), target, rule: id)) { return }
        let domain = entries.first?.errorCode.domain ?? name
        if rewritesSwift {
            // Firebase's Swift AuthErrorCode changed shape across releases (enum, struct with `Code`, Swift
            // enum): only `AuthErrorCode.<case>.rawValue` compiles on all of them.
            // `WDGSyncErrorCode(rawValue:)` is left as written (`Int(rawValue:)` would be another mistake).
            if ctx.language == .swift, ctx.file.isPunct(i + 1, Byte.openParen) { ctx.reserve(ctx.file.range(i, i)) }
            ctx.report(.warning, "\(name) (codes of \(domain)) used as a type: Firebase's codes differ, and only "
                       + "`AuthErrorCode.<case>.rawValue` compiles with every Firebase release: compare `(error as NSError).code` with those",
                       at: Int(ctx.file.tokens[i].start), rule: id, suggestion: target.map { "\($0).<case>.rawValue" }, anchor: anchor, entry: entries.first?.id)
            return
        }
        let message = "legacy error type \(name) (codes of \(domain)) has no 2.x counterpart with the same cases and codes"
            + (target.map { ": compare with \($0) cases (2.x codes, 2.x domain) instead" } ?? "")
        ctx.report(.warning, message, at: Int(ctx.file.tokens[i].start), rule: id, suggestion: target.map { ctx.language == .swift ? "\($0)(rawValue: …)" : $0 }, anchor: anchor)
    }

    private func suggestion(_ entries: [ErrorCodeMapping], _ language: Language) -> String? {
        var seen = Set<String>()
        let forms = entries.compactMap { $0.form(language)?.to }.filter { seen.insert($0).inserted }
        return forms.isEmpty ? nil : forms.joined(separator: " or ")
    }
}
