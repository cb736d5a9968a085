/// Variables that store the handle of a call whose handle type changes (`handle` of a `call` entry):
/// `authHandle = ref.observeAuthEventWithBlock { … }`; and, in Swift, the collections that hold such
/// handles: `handles.append(ref.observeAuthEventWithBlock { … })`, `handles[key] = ref.observeAuth…`,
/// `handles.append(authHandle)` (a variable of the same file).
struct AuthHandleCollector: FactCollecting {
    let calls: [CallEntry]
    /// Calls that take such a handle (`handleArgument`), by Swift base name, with the argument index.
    let takers: [String: Int]

    init(_ calls: [CallEntry], takers: [CallEntry] = []) {
        self.calls = calls
        var byName: [String: Int] = [:]
        for t in takers {
            if let base = t.swiftFrom?.base, let k = (t.entry as? CallMapping)?.handleArgument { byName[base] = k }
        }
        self.takers = byName
    }

    var triggers: Set<String> {
        Set(calls.flatMap { [$0.swiftFrom?.base, $0.objcFrom?.pieces[0]].compactMap { $0 } }).union(["append"]).union(takers.keys)
    }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        for h in calls {
            for name in [h.swiftFrom?.base, h.objcFrom?.pieces[0]].compactMap({ $0 }) {
                for i in c[name] ?? [] {
                    let start: Int
                    if f.language == .objectiveC, let open = f.enclosingOf(i), f.isPunct(open, Byte.openBracket) { start = open }
                    else if f.language == .swift, f.isPunct(i - 1, Byte.dot), let rs = SwiftCallParser.receiverStartBefore(f, dot: i - 1) { start = rs }
                    else { continue }
                    if let v = assignedName(f, start) { facts.authHandleNames.insert(v) }
                    if f.language == .swift, let v = Self.collection(f, holding: start) { facts.authHandleCollections.insert(v) }
                }
            }
        }
        guard f.language == .swift else { return }
        // `ref.removeAuthEventObserverWithHandle(h)`, `(self.h)`: `h` holds a handle (a parameter or a variable).
        for (name, k) in takers {
            for i in c[name] ?? [] where f.isPunct(i - 1, Byte.dot) {
                guard let call = SwiftCallParser.parse(f, name: i), k < call.arguments.count else { continue }
                let a = call.arguments[k]
                if a.start == a.end || a.end == a.start + 2 && f.tokenIs(a.start, "self") && f.isPunct(a.start + 1, Byte.dot),
                   f.isIdentifier(a.end), !f.tokenIs(a.end, "self") {
                    facts.authHandleNames.insert(f.text(a.end))
                }
            }
        }
        // `handles.append(h)` with `h` a handle variable of this file.
        for a in c["append"] ?? [] where f.isPunct(a + 1, Byte.openParen) && f.isIdentifier(a + 2) && f.isPunct(a + 3, Byte.closeParen) {
            if facts.authHandleNames.contains(f.text(a + 2)), let v = Self.collection(f, holding: a + 2) { facts.authHandleCollections.insert(v) }
        }
    }

    /// The collection an expression starting at token `start` is stored in: `name.append(…)`,
    /// `self.name.append(…)`, `name[key] = …`.
    static func collection(_ f: SourceFile, holding start: Int) -> String? {
        if f.isPunct(start - 1, Byte.openParen), f.tokenIs(start - 2, "append"), f.isPunct(start - 3, Byte.dot), f.isIdentifier(start - 4) {
            return f.text(start - 4)
        }
        if f.isPunct(start - 1, Byte.equal), !f.isPunct(start - 2, Byte.equal), f.isPunct(start - 2, Byte.closeBracket),
           let open = f.partnerOf(start - 2), f.isIdentifier(open - 1) {
            return f.text(open - 1)
        }
        return nil
    }
}
