/// A data event type, named once for both generations (`WEventType` / `WDGDataEventType`).
enum EventKind: String, Sendable, CaseIterable {
    case childAdded
    case childRemoved
    case childChanged
    case childMoved
    case value

    /// Every child event type (the usual set for a list view).
    static let children: [EventKind] = [.childAdded, .childRemoved, .childChanged, .childMoved]
}
