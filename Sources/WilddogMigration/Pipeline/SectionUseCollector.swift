/// Finds which sections of the mapping data (entry anchors such as `authentication`) a file uses,
/// by the legacy call and property names it contains. Manual entries with `whenProjectUses` read it.
struct SectionUseCollector: Sendable {
    /// Legacy member name → anchors of the call, OAuth and property entries that have it.
    private let sections: [String: Set<String>]

    init(_ mappings: MappingSet) {
        var sections: [String: Set<String>] = [:]
        let members: [any MemberMapping] = mappings.calls + mappings.oauth + mappings.properties
        for e in members {
            guard let anchor = e.anchor else { continue }
            let c = CallEntry(e)
            for name in [c.swiftFrom?.base, c.objcFrom?.pieces.first].compactMap({ $0 }) { sections[name, default: []].insert(anchor) }
        }
        self.sections = sections
    }

    var triggers: Set<String> { Set(sections.keys) }

    func collect(_ candidates: [String: [Int]]) -> Set<String> {
        var used = Set<String>()
        for (name, anchors) in sections where candidates[name] != nil { used.formUnion(anchors) }
        return used
    }
}
