import Foundation

/// The kinds of data events an observer can register for (raw values equal 2.x `WDGDataEventType`).
#if _runtime(_ObjC)
@objc
#endif
public enum WEventType: Int, Sendable {
    /// A child was added; on registration it fires once per existing child, in query order.
    case ChildAdded = 0
    /// A child was removed or left the query window; prevKey is always nil.
    case ChildRemoved = 1
    /// A child's data changed at any depth.
    case ChildChanged = 2
    /// A change altered a child's sort position (raised before the matching `ChildChanged`).
    case ChildMoved = 3
    /// The whole data at the location, once when available and after every change.
    case Value = 4
}
