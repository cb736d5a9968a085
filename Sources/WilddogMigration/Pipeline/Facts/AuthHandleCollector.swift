/// Variables that store the handle of a call whose handle type changes (`handle` of a `call` entry):
/// `authHandle = ref.observeAuthEventWithBlock { … }`.
struct AuthHandleCollector: FactCollecting {
    let calls: [CallEntry]

    init(_ calls: [CallEntry]) { self.calls = calls }

    var triggers: Set<String> { Set(calls.flatMap { [$0.swiftFrom?.base, $0.objcFrom?.pieces[0]].compactMap { $0 } }) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        for h in calls {
            for name in [h.swiftFrom?.base, h.objcFrom?.pieces[0]].compactMap({ $0 }) {
                for i in c[name] ?? [] {
                    let start: Int
                    if f.language == .objectiveC, let open = f.enclosingOf(i), f.isPunct(open, Byte.openBracket) { start = open }
                    else if f.language == .swift, f.isPunct(i - 1, Byte.dot), let rs = SwiftCallParser.receiverStartBefore(f, dot: i - 1) { start = rs }
                    else { continue }
                    if let v = assignedName(f, start) { facts.authHandleNames.insert(v) }
                }
            }
        }
    }
}
