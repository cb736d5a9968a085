/// Checks each mapping entry when its file is loaded, so a malformed entry is rejected with its file,
/// id and field instead of being skipped by the rule that would use it.
enum MappingValidation {
    /// A malformed field of one entry.
    struct Problem: Equatable {
        var field: String
        var message: String
    }

    /// Throws for the first malformed entry of `file`, naming `path`, the entry id and the field.
    static func check(_ file: MappingFile, path: String) throws {
        for entry in file.entries {
            if let p = problem(entry) ?? targetProblem(entry, file.effectiveTarget) {
                throw MappingError(path: path, message: "entry '\(entry.id)': field '\(p.field)' \(p.message)")
            }
        }
    }

    /// Fields only the Firebase target reads (it composes the 2.x round's findings with its own).
    static func targetProblem(_ entry: MappingEntry, _ target: MigrationTarget) -> Problem? {
        guard target != .firebase else { return nil }
        if !entry.supersedes.isEmpty {
            return Problem(field: "supersedes", message: "is a field of the firebase target (files with \"target\": \"firebase\"): it names 2.x entries")
        }
        if case .call(let c) = entry, c.unwrapsResult != nil {
            return Problem(field: "unwrapsResult", message: "is a field of the firebase target (files with \"target\": \"firebase\")")
        }
        return nil
    }

    /// What decoding cannot say about an entry: required forms and their parts, index ranges, templates.
    /// (Its kind, its fields, their types and the required fields are checked when decoding.)
    static func problem(_ entry: MappingEntry) -> Problem? {
        if entry.id.isEmpty { return Problem(field: "id", message: "is empty") }
        if let p = firebaseFieldsProblem(entry) { return p }
        if let member = entry.fields as? any MemberMapping {
            var indexes = [("enumArgument", member.enumArgument), ("callbackReference", member.callbackReference)]
            if case .call(let c) = entry { indexes += [("appIDArgument", c.appIDArgument), ("handleArgument", c.handleArgument)] }
            for (field, value) in indexes {
                if let value, value < 0 { return Problem(field: field, message: "is negative (\(value))") }
            }
            if let spec = member.callback, let p = callbackProblem(spec) { return p }
        }
        switch entry {
        case .call(let e):
            if let p = formsProblem(e) { return p }
            if let p = appIDProblem(e) { return p }
        case .property(let e):
            if let p = formsProblem(e) { return p }
        case .oauth(let e):
            if let p = formsProblem(e) { return p }
            if let p = oauthProblem(e) { return p }
        case .constructor(let e):
            if e.legacyClass == nil { return Problem(field: "legacyClass", message: "is missing: it names the constructed class") }
            if let form = e.swift {
                guard let initializer = form.initializer else { return Problem(field: "swift.initializer", message: "is missing (e.g. \"init(url:)\")") }
                if SwiftName(initializer).labels?.count != 1 { return Problem(field: "swift.initializer", message: "'\(initializer)' does not take exactly one argument") }
                if form.to == nil { return Problem(field: "swift.to", message: "is missing") }
            }
            if let form = e.objc {
                guard let initializer = form.initializer else { return Problem(field: "objc.initializer", message: "is missing (e.g. \"initWithUrl:\")") }
                let selector = ObjCSelector(initializer)
                if selector.isUnary || selector.pieces.count != 1 { return Problem(field: "objc.initializer", message: "'\(initializer)' does not take exactly one argument") }
                if form.to == nil { return Problem(field: "objc.to", message: "is missing") }
            }
        case .appConfiguration(let e):
            for (name, form) in [("swift", e.swift), ("objc", e.objc)] where form != nil && form?.template == nil {
                return Problem(field: "\(name).template", message: "is missing: it is the configuration line to insert")
            }
            if !e.appURL.contains("$appId") { return Problem(field: "appURL", message: "has no $appId") }
            for (field, members) in [("defaultApp", e.defaultApp), ("configuredBy", e.configuredBy)] {
                if members.isEmpty { return Problem(field: field, message: "is empty") }
                if let bad = members.first(where: { $0.split(separator: ".").count != 2 }) {
                    return Problem(field: field, message: "has '\(bad)', not Class.member")
                }
            }
        case .module(let e):
            if e.prefixes.isEmpty || e.prefixes.contains(where: \.isEmpty) {
                return Problem(field: "prefixes", message: "is empty or holds an empty prefix")
            }
            if e.swift?.to == nil { return Problem(field: "swift.to", message: "is missing: it is the Swift import line") }
            if e.objc?.to == nil { return Problem(field: "objc.to", message: "is missing: it is the Objective-C import line") }
        default:
            break
        }
        return nil
    }

    /// The fields the Firebase target added: each well-formed where it appears.
    private static func firebaseFieldsProblem(_ entry: MappingEntry) -> Problem? {
        if entry.supersedes.contains(where: \.isEmpty) { return Problem(field: "supersedes", message: "holds an empty id") }
        switch entry {
        case .type(let e):
            if e.to.isEmpty { return Problem(field: "to", message: "is empty") }
            if let o = e.objcTo, o.isEmpty { return Problem(field: "objcTo", message: "is empty") }
        case .constant(let e):
            if e.to.isEmpty { return Problem(field: "to", message: "is empty") }
            if let o = e.objcTo, o.isEmpty || o.contains(" ") { return Problem(field: "objcTo", message: "is not an identifier") }
        case .module(let e):
            if let names = e.swiftNames, names.isEmpty || names.contains(where: { $0.isEmpty }) {
                return Problem(field: "swiftNames", message: "is empty or holds an empty name")
            }
        case .call(let e):
            if e.unwrapsResult == true, e.swift == nil { return Problem(field: "unwrapsResult", message: "needs a swift form: it changes Swift's optional handling") }
            if e.nonOptionalMembers != nil, e.unwrapsResult != true { return Problem(field: "nonOptionalMembers", message: "needs unwrapsResult") }
            if e.labelClosure == true {
                guard let from = e.swift?.from, let label = SwiftName(e.swift?.to ?? from).labels?.last, label != "_" else {
                    return Problem(field: "labelClosure", message: "needs a swift form whose last argument has a label")
                }
            }
        case .property(let e):
            if e.assignable == true, e.swift?.template != nil || e.objc?.template != nil {
                return Problem(field: "assignable", message: "needs a rename (`to`): a template cannot be assigned")
            }
        case .manual(let e):
            if e.severity == .error { return Problem(field: "severity", message: "is error, which only unreadable paths are: use warning or note") }
        case .appConfiguration(let e):
            for (name, form) in [("swift", e.swift), ("objc", e.objc)] {
                if let d = form?.database, !d.contains("$url") { return Problem(field: "\(name).database", message: "has no $url") }
            }
            if let p = e.databaseURLPlaceholder, !p.contains("$appId") { return Problem(field: "databaseURLPlaceholder", message: "has no $appId") }
        default:
            break
        }
        return nil
    }

    /// A call, property or OAuth entry has a form, and every form names the legacy member.
    private static func formsProblem(_ e: any MemberMapping) -> Problem? {
        let kind = type(of: e).kind.rawValue
        if e.swift == nil && e.objc == nil { return Problem(field: "swift/objc", message: "is missing: a \(kind) entry needs a form") }
        for (name, form) in [("swift", e.swift), ("objc", e.objc)] where form != nil && form?.from == nil {
            return Problem(field: "\(name).from", message: "is missing: a \(kind) entry names the legacy member it rewrites")
        }
        return nil
    }

    private static func callbackProblem(_ spec: CallbackSpec) -> Problem? {
        let n = spec.legacyCount
        if n < 0 { return Problem(field: "callback.legacyCount", message: "is negative (\(n))") }
        if let bad = spec.order.first(where: { $0 < -1 || $0 >= n }) {
            return Problem(field: "callback.order", message: "has index \(bad), outside -1..<\(n)")
        }
        if let d = spec.dataIndex, d < 0 || d >= n {
            return Problem(field: "callback.dataIndex", message: "is \(d), outside 0..<\(n)")
        }
        let inserted = spec.order.filter { $0 == -1 }.count
        if (spec.inserted?.count ?? 0) != inserted {
            return Problem(field: "callback.inserted", message: "has \(spec.inserted?.count ?? 0) parameters for \(inserted) -1 in order")
        }
        for (field, types) in [("callback.objcTypes", spec.objcTypes), ("callback.swiftTypes", spec.swiftTypes)] {
            if let types, types.count != spec.order.count {
                return Problem(field: field, message: "has \(types.count) types for \(spec.order.count) parameters")
            }
        }
        if let w = spec.wraps {
            if spec.order.count != n { return Problem(field: "callback.wraps", message: "needs a block that keeps its \(n) parameters (order has \(spec.order.count))") }
            if w.index < 0 || w.index >= spec.order.count { return Problem(field: "callback.wraps.index", message: "is \(w.index), outside 0..<\(spec.order.count)") }
            for (field, value) in [("name", w.name), ("property", w.property), ("swiftType", w.swiftType), ("objcType", w.objcType), ("objcPropertyType", w.objcPropertyType)] where value.isEmpty {
                return Problem(field: "callback.wraps.\(field)", message: "is empty")
            }
        }
        if let a = spec.adapter {
            let count = spec.order.count
            if a.swiftParameters.count != count { return Problem(field: "callback.adapter.swiftParameters", message: "has \(a.swiftParameters.count) names for \(count) parameters") }
            if a.objcParameters.count != count { return Problem(field: "callback.adapter.objcParameters", message: "has \(a.objcParameters.count) declarations for \(count) parameters") }
            if a.swiftArguments.count != n { return Problem(field: "callback.adapter.swiftArguments", message: "has \(a.swiftArguments.count) arguments for the old block's \(n)") }
            if a.objcArguments.count != n { return Problem(field: "callback.adapter.objcArguments", message: "has \(a.objcArguments.count) arguments for the old block's \(n)") }
            if !a.objcBlockType.contains("(^)") { return Problem(field: "callback.adapter.objcBlockType", message: "is no block type (`R (^)(P)`)") }
        }
        return nil
    }

    private static func appIDProblem(_ e: CallMapping) -> Problem? {
        guard let index = e.appIDArgument else { return nil }
        if e.receiverClass == nil { return Problem(field: "receiverClass", message: "is missing: appIDArgument needs the class called") }
        if let from = e.swift?.from, index >= (SwiftName(from).labels?.count ?? 0) {
            return Problem(field: "appIDArgument", message: "is \(index), but \(from) has fewer arguments")
        }
        if let from = e.objc?.from, ObjCSelector(from).isUnary || index >= ObjCSelector(from).pieces.count {
            return Problem(field: "appIDArgument", message: "is \(index), but \(from) has fewer arguments")
        }
        return nil
    }

    private static func oauthProblem(_ e: OAuthMapping) -> Problem? {
        if e.providers.isEmpty { return Problem(field: "providers", message: "is empty") }
        if let form = e.swift {
            guard let to = form.to, (SwiftName(to).labels?.count ?? 0) >= 2 else { return Problem(field: "swift.to", message: "is missing or lacks the credential and completion labels") }
            if form.receiver == nil { return Problem(field: "swift.receiver", message: "is missing") }
        }
        if let form = e.objc {
            guard let to = form.to, ObjCSelector(to).pieces.count >= 2 else { return Problem(field: "objc.to", message: "is missing or lacks the credential and completion pieces") }
            if form.receiver == nil { return Problem(field: "objc.receiver", message: "is missing") }
        }
        return nil
    }
}
