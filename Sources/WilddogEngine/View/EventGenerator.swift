/// Turns a view's changes into events: per change type in raise order (removed, added, moved,
/// changed, value), sorted by the view's index, each delivered to every registration in order,
/// with prevName computed against the new event cache (SEMANTICS.md §5).
package struct EventGenerator {
    let queryPath: Path
    let query: QuerySpec

    package func generateEvents(_ changes: [Change], _ eventCache: Node,
                                _ registrations: [EventRegistration]) -> [Event] {
        if changes.isEmpty || registrations.isEmpty { return [] }
        let index = query.index
        var moves: [Change] = []
        for change in changes where change.type == .childChanged {
            if index.indexedValueChanged(change.oldNode!, change.node) {
                moves.append(.childMoved(change.childName!, change.node))
            }
        }
        var events: [Event] = []
        for type in [EventType.childRemoved, .childAdded, .childMoved, .childChanged, .value] {
            // No registration wants this type: skip sorting and predecessor lookups.
            guard registrations.contains(where: { $0.responds(to: type) }) else { continue }
            var ofType = (type == .childMoved ? moves : changes).filter { $0.type == type }
            if type != .value {
                ofType.sort { index.compare(NamedNode($0.childName!, $0.node), NamedNode($1.childName!, $1.node)) < 0 }
            }
            for var change in ofType {
                if type != .value && type != .childRemoved {
                    change.prevName = eventCache.predecessorChildName(change.childName!, change.node, index)
                }
                for registration in registrations where registration.responds(to: type) {
                    events.append(Event(kind: .data(type), registration: registration, queryPath: queryPath, query: query,
                                        childKey: change.childName, node: change.node, prevName: change.prevName))
                }
            }
        }
        return events
    }
}
