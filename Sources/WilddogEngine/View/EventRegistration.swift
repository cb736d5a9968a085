import Synchronization

/// One listener attached to a query: which event types it wants, and an identity.
///
/// The engine never calls user code: it returns events addressed to registrations, and the
/// repo delivers them. Removal matches registrations by identity.
package final class EventRegistration: Sendable {
    private static let nextId = Atomic<Int64>(1)

    /// Unique within the process, never reused.
    package let id: Int64
    /// The event types this registration receives.
    package let eventTypes: Set<EventType>

    package init(eventTypes: Set<EventType>) {
        self.id = EventRegistration.nextId.add(1, ordering: .relaxed).oldValue
        self.eventTypes = eventTypes
    }

    /// A registration for a single event type.
    package convenience init(_ eventType: EventType) { self.init(eventTypes: [eventType]) }

    /// A registration for all five event types.
    package static func allEvents() -> EventRegistration { EventRegistration(eventTypes: Set(EventType.allCases)) }

    package func responds(to type: EventType) -> Bool { eventTypes.contains(type) }
}
