/// Generates the mapping tables of MIGRATION.md from the mapping data.
///
/// The tables live between two marker comments; everything outside them is prose kept as written.
public enum MigrationDocument {
    public static let beginMarker = "<!-- BEGIN GENERATED TABLES: edit Mappings/*.json and run `swift run wilddog-migrate docs` -->"
    public static let endMarker = "<!-- END GENERATED TABLES -->"

    /// The begin marker of `target`'s guide.
    public static func beginMarker(_ target: MigrationTarget) -> String {
        target == .wilddog2 ? beginMarker
            : "<!-- BEGIN GENERATED TABLES: edit Mappings/Firebase/*.json and run `swift run wilddog-migrate docs` -->"
    }

    /// A minimal document, used when MIGRATION.md does not exist yet.
    public static let skeleton = skeleton(.wilddog2)

    /// A minimal document for `target`'s guide, used when it does not exist yet.
    public static func skeleton(_ target: MigrationTarget) -> String {
        let title = target == .wilddog2 ? "Migrating from Wilddog SDK 1.x to 2.x" : "Migrating from Wilddog to the Firebase iOS SDK"
        return "# \(title)\n\n## Mapping tables\n\n\(beginMarker(target))\n\(endMarker)\n"
    }

    /// `document` with the text between the markers replaced by freshly generated tables.
    public static func update(_ document: String, mappings: MappingSet, target: MigrationTarget = .wilddog2) -> String {
        let beginMarker = beginMarker(target)
        guard let begin = document.range(of: beginMarker), let end = document.range(of: endMarker, range: begin.upperBound..<document.endIndex) else {
            return document + "\n" + beginMarker + "\n" + tables(mappings, target: target) + endMarker + "\n"
        }
        return String(document[..<begin.upperBound]) + "\n" + tables(mappings, target: target) + String(document[end.lowerBound...])
    }

    /// The generated Markdown: one section per mapping file.
    public static func tables(_ mappings: MappingSet, target: MigrationTarget = .wilddog2) -> String {
        let (old, new) = target == .firebase ? ("2.x", "Firebase") : ("1.x", "2.x")
        var out = ""
        for file in mappings.files {
            out += "\n### <a id=\"\(file.anchor)\"></a>\(file.title)\n\n"
            if let summary = file.summary { out += summary + "\n\n" }
            if let rules = file.rules, !rules.isEmpty {
                out += "| rule | what it does |\n|---|---|\n"
                for r in rules { out += "| `\(r.id)` | \(r.description.replacingOccurrences(of: "|", with: "\\|")) |\n" }
                out += "\n"
            }
            let entries = file.entries.filter { $0.kind != .manual && $0.kind != .errorCode }
            if !entries.isEmpty {
                out += "| \(old) Objective-C | \(old) Swift | \(new) Objective-C | \(new) Swift | notes |\n|---|---|---|---|---|\n"
                for e in entries { out += row(e, new: new) }
                out += "\n"
            }
            let codes = file.entries.filter { $0.kind == .errorCode }
            if !codes.isEmpty {
                out += "| \(old) domain | \(old) code | \(old) name | \(new) code | \(new) name |\n|---|---|---|---|---|\n"
                for e in codes {
                    guard case .errorCode(let entry) = e else { continue }
                    let c = entry.errorCode
                    out += "| `\(c.domain)` | \(c.code) | `\(c.name)` | \(c.newCode.map(String.init) ?? "—") | \(c.newName.map { "`\($0)`" } ?? "none") |\n"
                }
                out += "\n"
            }
            for case .manual(let e) in file.entries {
                out += "#### <a id=\"\(e.id)\"></a>\(e.objc?.from ?? e.swift?.from ?? e.id)\n\n"
                if let m = e.message { out += capitalized(m) + ".\n\n" }
                if let n = e.note { out += n + "\n\n" }
                if let s = e.objc?.suggest { out += "- Objective-C: `\(s)`\n" }
                if let s = e.swift?.suggest { out += "- Swift: `\(s)`\n" }
                out += "\n"
            }
        }
        return out
    }

    private static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    private static func code(_ s: String?) -> String {
        guard let s, !s.isEmpty else { return "—" }
        return "`" + s.replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    private static func row(_ e: MappingEntry, new target: String) -> String {
        var legacyObjC = e.objc?.from, legacySwift = e.swift?.from
        var newObjC = newForm(e.objc), newSwift = newForm(e.swift)
        var notes: [String] = []
        switch e.kind {
        case .type, .constant:
            legacyObjC = e.from; newObjC = e.objcTo ?? e.to
            if e.kind == .type || e.objcTo != nil { legacySwift = e.from; newSwift = e.to }
        case .enumCase:
            legacyObjC = nil; newObjC = nil
            guard case .enumCase(let c) = e else { break }
            let cases = c.cases.sorted { $0.value < $1.value }
            legacySwift = cases.map { "\(e.from ?? "").\($0.key)" }.joined(separator: ", ")
            newSwift = cases.map { "\(e.to ?? "").\($0.value)" }.joined(separator: ", ")
        case .import:
            newObjC = e.objc == nil ? nil : "the \(target) modules the file uses"
            newSwift = e.swift == nil ? nil : "the \(target) modules the file uses"
        case .module:
            legacyObjC = nil; legacySwift = nil
            newObjC = e.objc?.to; newSwift = e.swift?.to
            guard case .module(let m) = e else { break }
            notes.append("when the file uses " + m.prefixes.map { "`\($0)…`" }.joined(separator: ", ")
                         + (m.swiftNames.map { "; in Swift " + $0.map { "`\($0)`" }.joined(separator: ", ") } ?? ""))
        case .constructor:
            for (form, label) in [(e.objc, "ObjC"), (e.swift, "Swift")] {
                guard let form else { continue }
                var text = "\(label): root URL → `\(form.root ?? "")`, URL with a path → `\(form.path ?? "")`, second app → `\(form.named ?? "")`"
                if let u = form.namedURL { text += ", a parameter given URLs of a second app → `\(u)`" }
                if let c = form.byHost { text += ", URLs of several apps → `\(c)`" }
                notes.append(text)
            }
        case .oauth:
            guard case .oauth(let o) = e else { break }
            for p in o.providers { notes.append("`\(p.name)`: `\(p.objc)` / `\(p.swift)`") }
        case .unchanged:
            newObjC = e.objc.map { _ in "same" }
            newSwift = e.swift.map { _ in "same" }
        case .appConfiguration:
            newObjC = e.objc?.template; newSwift = e.swift?.template
            for (form, label) in [(e.objc, "ObjC"), (e.swift, "Swift")] {
                if let database = form?.database { notes.append("\(label) database of an app with a given URL: `\(database)`") }
            }
        default:
            break
        }
        let member = e.fields as? any MemberMapping
        if let cb = member?.callback { notes.append("block `\(cb.objcSignature)` / closure `\(cb.swiftSignature)`") }
        if let w = member?.callback?.wraps { notes.append("the old `\(w.property)` is `\(w.name).\(w.property)`") }
        if member?.callback?.adapter != nil { notes.append("a block passed as a variable gets an adapter") }
        if let h = member?.handle { notes.append("handle type `\(h.objc)`") }
        if let call = e.fields as? CallMapping {
            if call.labelClosure == true { notes.append("the Swift completion block keeps its label") }
            if call.unwrapsResult == true { notes.append("Swift: no longer optional") }
        }
        if !e.supersedes.isEmpty { notes.append("replaces the 2.x finding of " + e.supersedes.map { "`\($0)`" }.joined(separator: ", ")) }
        if let cls = member?.receiverClass { notes.append("on the class `\(cls)`") }
        let confidence: Confidence
        if case .constructor(let c) = e { confidence = c.effectiveConfidence } else { confidence = member?.effectiveConfidence ?? .high }
        if confidence < .high { notes.append("\(confidence.rawValue) confidence: reported, not applied by default") }
        if let m = member?.message { notes.append("reports: \(m)") }
        if let n = e.note { notes.append(n) }
        func cell(_ s: String?) -> String { s == "same" || s?.hasSuffix(" modules the file uses") == true ? s! : code(s) }
        return "| \(cell(legacyObjC)) | \(cell(legacySwift)) | \(cell(newObjC)) | \(cell(newSwift)) | \(notes.joined(separator: "; ").replacingOccurrences(of: "|", with: "\\|")) |\n"
    }

    /// The 2.x spelling of a form: template, or prefix + receiver + new name.
    private static func newForm(_ f: MappingForm?) -> String? {
        guard let f else { return nil }
        if let t = f.template { return t }
        guard let to = f.to else { return nil }
        var s = f.prefix ?? ""
        if let r = f.receiver { s += to.contains(":") && !to.contains("(") ? r + " " : r + "." }
        return s + to
    }
}
