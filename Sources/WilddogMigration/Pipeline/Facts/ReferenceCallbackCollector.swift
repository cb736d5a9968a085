/// `ref.setValue(v) { error, written in … }`: the completion's reference parameter (`callbackReference`)
/// holds a reference.
struct ReferenceCallbackCollector: FactCollecting {
    /// Swift base names (legacy and 2.x) of calls whose completion block receives a reference, with its parameter index.
    let referenceCallbacks: [String: Int]

    init(_ mappings: MappingSet) {
        var callbacks: [String: Int] = [:]
        for e in mappings.members {
            guard let index = e.callbackReference else { continue }
            for name in [e.swift?.from, e.swift?.to].compactMap({ $0 }) { callbacks[SwiftName(name).base] = index }
        }
        referenceCallbacks = callbacks
    }

    var triggers: Set<String> { Set(referenceCallbacks.keys) }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for (name, index) in referenceCallbacks {
            for i in c[name] ?? [] where f.isPunct(i - 1, Byte.dot) {
                guard let call = SwiftCallParser.parse(f, name: i) else { continue }
                for a in call.arguments where f.isPunct(a.start, Byte.openBrace) && f.partnerOf(a.start) == a.end {
                    guard let sig = ClosureSignature.parse(f, open: a.start), sig.parameters.count > index else { continue }
                    let p = f.text(sig.parameters[index].name)
                    if p != "_" { facts.variables[ValueKind.reference.rawValue, default: []].insert(p) }
                }
            }
        }
    }
}
