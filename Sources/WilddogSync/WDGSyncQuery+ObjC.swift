#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGSyncQuery` (WDGSyncQuery.h of the 2.x SDK): one-line forwards to the
/// Swift members, hidden from Swift (`obsoleted: 1`). Built only where Objective-C is.
extension WDGSyncQuery {
    @available(swift, obsoleted: 1) @objc(ref) public var __ref: WDGSyncReference { ref }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeEventType:withBlock:)
    public func __observeEventType(_ eventType: WDGDataEventType,
                                   withBlock block: @escaping (WDGDataSnapshot) -> Void) -> WDGSyncHandle {
        observe(eventType, with: block)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeEventType:andPreviousSiblingKeyWithBlock:)
    public func __observeEventType(_ eventType: WDGDataEventType,
                                   andPreviousSiblingKeyWithBlock block: @escaping (WDGDataSnapshot,
                                                                                    String?) -> Void) -> WDGSyncHandle {
        observe(eventType, andPreviousSiblingKeyWith: block)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeEventType:withBlock:withCancelBlock:)
    public func __observeEventType(_ eventType: WDGDataEventType, withBlock block: @escaping (WDGDataSnapshot) -> Void,
                                   withCancelBlock cancelBlock: ((Error) -> Void)?) -> WDGSyncHandle {
        observe(eventType, with: block, withCancel: cancelBlock)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeEventType:andPreviousSiblingKeyWithBlock:withCancelBlock:)
    public func __observeEventType(_ eventType: WDGDataEventType,
                                   andPreviousSiblingKeyWithBlock block: @escaping (WDGDataSnapshot, String?) -> Void,
                                   withCancelBlock cancelBlock: ((Error) -> Void)?) -> WDGSyncHandle {
        observe(eventType, andPreviousSiblingKeyWith: block, withCancel: cancelBlock)
    }

    @available(swift, obsoleted: 1) @objc(observeSingleEventOfType:withBlock:)
    public func __observeSingleEventOfType(_ eventType: WDGDataEventType, withBlock block: @escaping (WDGDataSnapshot) -> Void) {
        observeSingleEvent(of: eventType, with: block)
    }

    @available(swift, obsoleted: 1) @objc(observeSingleEventOfType:andPreviousSiblingKeyWithBlock:)
    public func __observeSingleEventOfType(_ eventType: WDGDataEventType,
                                           andPreviousSiblingKeyWithBlock block: @escaping (WDGDataSnapshot, String?) -> Void) {
        observeSingleEvent(of: eventType, andPreviousSiblingKeyWith: block)
    }

    @available(swift, obsoleted: 1) @objc(observeSingleEventOfType:withBlock:withCancelBlock:)
    public func __observeSingleEventOfType(_ eventType: WDGDataEventType, withBlock block: @escaping (WDGDataSnapshot) -> Void,
                                           withCancelBlock cancelBlock: ((Error) -> Void)?) {
        observeSingleEvent(of: eventType, with: block, withCancel: cancelBlock)
    }

    @available(swift, obsoleted: 1) @objc(observeSingleEventOfType:andPreviousSiblingKeyWithBlock:withCancelBlock:)
    public func __observeSingleEventOfType(_ eventType: WDGDataEventType,
                                           andPreviousSiblingKeyWithBlock block: @escaping (WDGDataSnapshot, String?) -> Void,
                                           withCancelBlock cancelBlock: ((Error) -> Void)?) {
        observeSingleEvent(of: eventType, andPreviousSiblingKeyWith: block, withCancel: cancelBlock)
    }

    @available(swift, obsoleted: 1) @objc(removeObserverWithHandle:)
    public func __removeObserverWithHandle(_ handle: WDGSyncHandle) { removeObserver(withHandle: handle) }

    @available(swift, obsoleted: 1) @objc(removeAllObservers)
    public func __removeAllObservers() { removeAllObservers() }

    @available(swift, obsoleted: 1) @objc(keepSynced:)
    public func __keepSynced(_ keepSynced: Bool) { self.keepSynced(keepSynced) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryLimitedToFirst:)
    public func __queryLimitedToFirst(_ limit: UInt) -> WDGSyncQuery { queryLimited(toFirst: limit) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryLimitedToLast:)
    public func __queryLimitedToLast(_ limit: UInt) -> WDGSyncQuery { queryLimited(toLast: limit) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryOrderedByChild:)
    public func __queryOrderedByChild(_ key: String) -> WDGSyncQuery { queryOrdered(byChild: key) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryOrderedByKey)
    public func __queryOrderedByKey() -> WDGSyncQuery { queryOrderedByKey() }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryOrderedByValue)
    public func __queryOrderedByValue() -> WDGSyncQuery { queryOrderedByValue() }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryOrderedByPriority)
    public func __queryOrderedByPriority() -> WDGSyncQuery { queryOrderedByPriority() }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryStartingAtValue:)
    public func __queryStartingAtValue(_ startValue: Any?) -> WDGSyncQuery { queryStarting(atValue: startValue) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryStartingAtValue:childKey:)
    public func __queryStartingAtValue(_ startValue: Any?, childKey: String?) -> WDGSyncQuery {
        queryStarting(atValue: startValue, childKey: childKey)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryEndingAtValue:)
    public func __queryEndingAtValue(_ endValue: Any?) -> WDGSyncQuery { queryEnding(atValue: endValue) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryEndingAtValue:childKey:)
    public func __queryEndingAtValue(_ endValue: Any?, childKey: String?) -> WDGSyncQuery {
        queryEnding(atValue: endValue, childKey: childKey)
    }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryEqualToValue:)
    public func __queryEqualToValue(_ value: Any?) -> WDGSyncQuery { queryEqual(toValue: value) }

    @discardableResult @available(swift, obsoleted: 1) @objc(queryEqualToValue:childKey:)
    public func __queryEqualToValue(_ value: Any?, childKey: String?) -> WDGSyncQuery {
        queryEqual(toValue: value, childKey: childKey)
    }
}
#endif
