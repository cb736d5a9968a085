import Foundation
internal import WilddogEngine

/// The kinds of events an observer can listen for; same raw values as legacy `WEventType`.
#if _runtime(_ObjC)
@objc
#endif
public enum WDGDataEventType: Int, Sendable {
    /// A child was added; on registration fires once per existing child in query order.
    case childAdded = 0
    /// A child was removed (or left the query window).
    case childRemoved = 1
    /// A child's data (at any depth) changed.
    case childChanged = 2
    /// A child's sort position changed (raised with, before, `childChanged`).
    case childMoved = 3
    /// The data at the location was loaded or changed in any way.
    case value = 4

    /// The engine's event type.
    var engine: EventType {
        switch self {
        case .childAdded: return .childAdded
        case .childRemoved: return .childRemoved
        case .childChanged: return .childChanged
        case .childMoved: return .childMoved
        case .value: return .value
        }
    }
}
