#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WQuery` (WQuery.h of the 1.x SDK): one-line forwards to the
/// Swift members, hidden from Swift (`obsoleted: 1`). Built only where Objective-C is.
extension WQuery {
    @available(swift, obsoleted: 1) @objc(ref) public var __ref: Wilddog { ref }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeEventType:withBlock:)
    public func __observeEventType(_ eventType: WEventType, withBlock block: @escaping (WDataSnapshot) -> Void) -> WilddogHandle {
        observeEventType(eventType, withBlock: block)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeEventType:andPreviousSiblingKeyWithBlock:)
    public func __observeEventType(_ eventType: WEventType,
                                   andPreviousSiblingKeyWithBlock block: @escaping (WDataSnapshot,
                                                                                    String?) -> Void) -> WilddogHandle {
        observeEventType(eventType, andPreviousSiblingKeyWithBlock: block)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeEventType:withBlock:withCancelBlock:)
    public func __observeEventType(_ eventType: WEventType, withBlock block: @escaping (WDataSnapshot) -> Void,
                                   withCancelBlock cancelBlock: ((Error) -> Void)?) -> WilddogHandle {
        observeEventType(eventType, withBlock: block, withCancelBlock: cancelBlock)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeEventType:andPreviousSiblingKeyWithBlock:withCancelBlock:)
    public func __observeEventType(_ eventType: WEventType,
                                   andPreviousSiblingKeyWithBlock block: @escaping (WDataSnapshot, String?) -> Void,
                                   withCancelBlock cancelBlock: ((Error) -> Void)?) -> WilddogHandle {
        observeEventType(eventType, andPreviousSiblingKeyWithBlock: block, withCancelBlock: cancelBlock)
    }

    @available(swift, obsoleted: 1) @objc(observeSingleEventOfType:withBlock:)
    public func __observeSingleEventOfType(_ eventType: WEventType, withBlock block: @escaping (WDataSnapshot) -> Void) {
        observeSingleEventOfType(eventType, withBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(observeSingleEventOfType:andPreviousSiblingKeyWithBlock:)
    public func __observeSingleEventOfType(_ eventType: WEventType,
                                           andPreviousSiblingKeyWithBlock block: @escaping (WDataSnapshot, String?) -> Void) {
        observeSingleEventOfType(eventType, andPreviousSiblingKeyWithBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(observeSingleEventOfType:withBlock:withCancelBlock:)
    public func __observeSingleEventOfType(_ eventType: WEventType, withBlock block: @escaping (WDataSnapshot) -> Void,
                                           withCancelBlock cancelBlock: ((Error) -> Void)?) {
        observeSingleEventOfType(eventType, withBlock: block, withCancelBlock: cancelBlock)
    }

    @available(swift, obsoleted: 1) @objc(observeSingleEventOfType:andPreviousSiblingKeyWithBlock:withCancelBlock:)
    public func __observeSingleEventOfType(_ eventType: WEventType,
                                           andPreviousSiblingKeyWithBlock block: @escaping (WDataSnapshot, String?) -> Void,
                                           withCancelBlock cancelBlock: ((Error) -> Void)?) {
        observeSingleEventOfType(eventType, andPreviousSiblingKeyWithBlock: block, withCancelBlock: cancelBlock)
    }

    @available(swift, obsoleted: 1) @objc(removeObserverWithHandle:)
    public func __removeObserverWithHandle(_ handle: WilddogHandle) { removeObserverWithHandle(handle) }

    @available(swift, obsoleted: 1) @objc(removeAllObservers)
    public func __removeAllObservers() { removeAllObservers() }

    @available(swift, obsoleted: 1) @objc(keepSynced:)
    public func __keepSynced(_ keepSynced: Bool) { self.keepSynced(keepSynced) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryLimitedToFirst:)
    public func __queryLimitedToFirst(_ limit: UInt) -> WQuery { queryLimitedToFirst(limit) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryLimitedToLast:)
    public func __queryLimitedToLast(_ limit: UInt) -> WQuery { queryLimitedToLast(limit) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryOrderedByChild:)
    public func __queryOrderedByChild(_ key: String) -> WQuery { queryOrderedByChild(key) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryOrderedByKey)
    public func __queryOrderedByKey() -> WQuery { queryOrderedByKey() }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryOrderedByValue)
    public func __queryOrderedByValue() -> WQuery { queryOrderedByValue() }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryOrderedByPriority)
    public func __queryOrderedByPriority() -> WQuery { queryOrderedByPriority() }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryStartingAtValue:)
    public func __queryStartingAtValue(_ startValue: Any?) -> WQuery { queryStartingAtValue(startValue) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryStartingAtValue:childKey:)
    public func __queryStartingAtValue(_ startValue: Any?, childKey: String?) -> WQuery {
        queryStartingAtValue(startValue, childKey: childKey)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryEndingAtValue:)
    public func __queryEndingAtValue(_ endValue: Any?) -> WQuery { queryEndingAtValue(endValue) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryEndingAtValue:childKey:)
    public func __queryEndingAtValue(_ endValue: Any?, childKey: String?) -> WQuery {
        queryEndingAtValue(endValue, childKey: childKey)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryEqualToValue:)
    public func __queryEqualToValue(_ value: Any?) -> WQuery { queryEqualToValue(value) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryEqualToValue:childKey:)
    public func __queryEqualToValue(_ value: Any?, childKey: String?) -> WQuery {
        queryEqualToValue(value, childKey: childKey)
    }
}
#endif
