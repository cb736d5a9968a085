/// An event for one registration, produced by the sync tree in raise order.
package struct Event: Sendable {
    package enum Kind: Sendable {
        case data(EventType)
        /// The listen was rejected (e.g. permission denied); the registration has been removed.
        case cancel(EngineError)
    }

    package let kind: Kind
    package let registration: EventRegistration
    /// The location of the query the registration listens to.
    package let queryPath: Path
    package let query: QuerySpec
    /// The child key, for child events.
    package let childKey: ChildKey?
    /// The child node for child events, the whole view for value events.
    package let node: Node
    package let prevName: ChildKey?

    /// The data event type, or nil for a cancel event.
    package var eventType: EventType? {
        if case .data(let t) = kind { return t }
        return nil
    }

    /// The location of the event's snapshot: the child's path for child events.
    package var snapshotPath: Path {
        guard let childKey else { return queryPath }
        return queryPath.child(childKey)
    }
}
