#if canImport(ObjectiveC)
import Foundation

/// The Objective-C interface of `WDGSyncReference` (WDGSyncReference.h of the 2.x SDK): one-line forwards to the
/// Swift members, hidden from Swift (`obsoleted: 1`). Built only where Objective-C is.
/// `-description` is the Swift `description` override itself.
extension WDGSyncReference {
    @discardableResult @available(swift, obsoleted: 1) @objc(child:)
    public func __child(_ pathString: String) -> WDGSyncReference { child(pathString) }

    @discardableResult @available(swift, obsoleted: 1) @available(*, deprecated, message: "use child: instead") @objc(childByAppendingPath:)
    public func __childByAppendingPath(_ pathString: String) -> WDGSyncReference { child(byAppendingPath: pathString) }

    @discardableResult @available(swift, obsoleted: 1) @objc(childByAutoId)
    public func __childByAutoId() -> WDGSyncReference { childByAutoId() }

    // MARK: Writes

    @available(swift, obsoleted: 1) @objc(setValue:)
    public func __setValue(_ value: Any?) { setValue(value) }

    @available(swift, obsoleted: 1) @objc(setValue:withCompletionBlock:)
    public func __setValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        setValue(value, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(setValue:andPriority:)
    public func __setValue(_ value: Any?, andPriority priority: Any?) { setValue(value, andPriority: priority) }

    @available(swift, obsoleted: 1) @objc(setValue:andPriority:withCompletionBlock:)
    public func __setValue(_ value: Any?, andPriority priority: Any?,
                           withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        setValue(value, andPriority: priority, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(removeValue)
    public func __removeValue() { removeValue() }

    @available(swift, obsoleted: 1) @objc(removeValueWithCompletionBlock:)
    public func __removeValueWithCompletionBlock(_ block: @escaping (Error?, WDGSyncReference) -> Void) {
        removeValue(completionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(setPriority:)
    public func __setPriority(_ priority: Any?) { setPriority(priority) }

    @available(swift, obsoleted: 1) @objc(setPriority:withCompletionBlock:)
    public func __setPriority(_ priority: Any?, withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        setPriority(priority, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(updateChildValues:)
    public func __updateChildValues(_ values: [AnyHashable: Any]) { updateChildValues(values) }

    @available(swift, obsoleted: 1) @objc(updateChildValues:withCompletionBlock:)
    public func __updateChildValues(_ values: [AnyHashable: Any],
                                    withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        updateChildValues(values, withCompletionBlock: block)
    }

    // MARK: onDisconnect

    @available(swift, obsoleted: 1) @objc(onDisconnectSetValue:)
    public func __onDisconnectSetValue(_ value: Any?) { onDisconnectSetValue(value) }

    @available(swift, obsoleted: 1) @objc(onDisconnectSetValue:withCompletionBlock:)
    public func __onDisconnectSetValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        onDisconnectSetValue(value, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(onDisconnectSetValue:andPriority:)
    public func __onDisconnectSetValue(_ value: Any?, andPriority priority: Any) {
        onDisconnectSetValue(value, andPriority: priority)
    }

    @available(swift, obsoleted: 1) @objc(onDisconnectSetValue:andPriority:withCompletionBlock:)
    public func __onDisconnectSetValue(_ value: Any?, andPriority priority: Any?,
                                       withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        onDisconnectSetValue(value, andPriority: priority, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(onDisconnectRemoveValue)
    public func __onDisconnectRemoveValue() { onDisconnectRemoveValue() }

    @available(swift, obsoleted: 1) @objc(onDisconnectRemoveValueWithCompletionBlock:)
    public func __onDisconnectRemoveValueWithCompletionBlock(_ block: @escaping (Error?, WDGSyncReference) -> Void) {
        onDisconnectRemoveValue(completionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(onDisconnectUpdateChildValues:)
    public func __onDisconnectUpdateChildValues(_ values: [AnyHashable: Any]) { onDisconnectUpdateChildValues(values) }

    @available(swift, obsoleted: 1) @objc(onDisconnectUpdateChildValues:withCompletionBlock:)
    public func __onDisconnectUpdateChildValues(_ values: [AnyHashable: Any],
                                                withCompletionBlock block: @escaping (Error?, WDGSyncReference) -> Void) {
        onDisconnectUpdateChildValues(values, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(cancelDisconnectOperations)
    public func __cancelDisconnectOperations() { cancelDisconnectOperations() }

    @available(swift, obsoleted: 1) @objc(cancelDisconnectOperationsWithCompletionBlock:)
    public func __cancelDisconnectOperationsWithCompletionBlock(_ block: ((Error?, WDGSyncReference) -> Void)?) {
        cancelDisconnectOperations(completionBlock: block)
    }

    // MARK: Transactions

    @available(swift, obsoleted: 1) @objc(runTransactionBlock:)
    public func __runTransactionBlock(_ block: @escaping (WDGMutableData) -> WDGTransactionResult) { runTransactionBlock(block) }

    @available(swift, obsoleted: 1) @objc(runTransactionBlock:andCompletionBlock:)
    public func __runTransactionBlock(_ block: @escaping (WDGMutableData) -> WDGTransactionResult,
                                      andCompletionBlock completionBlock: @escaping (Error?, Bool, WDGDataSnapshot?) -> Void) {
        runTransactionBlock(block, andCompletionBlock: completionBlock)
    }

    @available(swift, obsoleted: 1) @objc(runTransactionBlock:andCompletionBlock:withLocalEvents:)
    public func __runTransactionBlock(_ block: @escaping (WDGMutableData) -> WDGTransactionResult,
                                      andCompletionBlock completionBlock: ((Error?, Bool, WDGDataSnapshot?) -> Void)?,
                                      withLocalEvents localEvents: Bool) {
        runTransactionBlock(block, andCompletionBlock: completionBlock, withLocalEvents: localEvents)
    }

    // MARK: Location

    @available(swift, obsoleted: 1) @objc(parent) public var __parent: WDGSyncReference? { parent }
    @available(swift, obsoleted: 1) @objc(root) public var __root: WDGSyncReference { root }
    @available(swift, obsoleted: 1) @objc(key) public var __key: String { key }
    @available(swift, obsoleted: 1) @objc(URL) public var __URL: String { url }
    @available(swift, obsoleted: 1) @objc(sync) public var __sync: WDGSync { sync }

    // MARK: Process-wide

    @available(swift, obsoleted: 1) @objc(goOffline) public class func __goOffline() { goOffline() }
    @available(swift, obsoleted: 1) @objc(goOnline) public class func __goOnline() { goOnline() }
}
#endif
