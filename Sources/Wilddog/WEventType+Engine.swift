internal import WilddogEngine

extension WEventType {
    /// The engine's event type for this 1.x event type.
    var engineType: EventType {
        switch self {
        case .ChildAdded: return .childAdded
        case .ChildRemoved: return .childRemoved
        case .ChildChanged: return .childChanged
        case .ChildMoved: return .childMoved
        case .Value: return .value
        }
    }
}
