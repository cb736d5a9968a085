#if canImport(ObjectiveC)
import Dispatch
import Foundation

/// The Objective-C interface of `Wilddog` (Wilddog.h of the 1.x SDK): one-line forwards to the
/// Swift members, hidden from Swift (`obsoleted: 1`). Built only where Objective-C is.
/// `-description` is the Swift `description` override itself.
extension Wilddog {
    @available(swift, obsoleted: 1) @objc(initWithUrl:)
    public convenience init(__url url: String) { self.init(url: url) }

    @discardableResult @available(swift, obsoleted: 1) @objc(childByAppendingPath:)
    public func __childByAppendingPath(_ pathString: String) -> Wilddog { childByAppendingPath(pathString) }

    @discardableResult @available(swift, obsoleted: 1) @objc(childByAutoId)
    public func __childByAutoId() -> Wilddog { childByAutoId() }

    // MARK: Writes

    @available(swift, obsoleted: 1) @objc(setValue:)
    public func __setValue(_ value: Any?) { setValue(value) }

    @available(swift, obsoleted: 1) @objc(setValue:withCompletionBlock:)
    public func __setValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        setValue(value, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(setValue:andPriority:)
    public func __setValue(_ value: Any?, andPriority priority: Any?) { setValue(value, andPriority: priority) }

    @available(swift, obsoleted: 1) @objc(setValue:andPriority:withCompletionBlock:)
    public func __setValue(_ value: Any?, andPriority priority: Any?,
                           withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        setValue(value, andPriority: priority, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(removeValue)
    public func __removeValue() { removeValue() }

    @available(swift, obsoleted: 1) @objc(removeValueWithCompletionBlock:)
    public func __removeValueWithCompletionBlock(_ block: @escaping (Error?, Wilddog) -> Void) {
        removeValueWithCompletionBlock(block)
    }

    @available(swift, obsoleted: 1) @objc(setPriority:)
    public func __setPriority(_ priority: Any?) { setPriority(priority) }

    @available(swift, obsoleted: 1) @objc(setPriority:withCompletionBlock:)
    public func __setPriority(_ priority: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        setPriority(priority, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(updateChildValues:)
    public func __updateChildValues(_ values: [AnyHashable: Any]) { updateChildValues(values) }

    @available(swift, obsoleted: 1) @objc(updateChildValues:withCompletionBlock:)
    public func __updateChildValues(_ values: [AnyHashable: Any],
                                    withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        updateChildValues(values, withCompletionBlock: block)
    }

    // MARK: onDisconnect

    @available(swift, obsoleted: 1) @objc(onDisconnectSetValue:)
    public func __onDisconnectSetValue(_ value: Any?) { onDisconnectSetValue(value) }

    @available(swift, obsoleted: 1) @objc(onDisconnectSetValue:withCompletionBlock:)
    public func __onDisconnectSetValue(_ value: Any?, withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        onDisconnectSetValue(value, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(onDisconnectSetValue:andPriority:)
    public func __onDisconnectSetValue(_ value: Any?, andPriority priority: Any) {
        onDisconnectSetValue(value, andPriority: priority)
    }

    @available(swift, obsoleted: 1) @objc(onDisconnectSetValue:andPriority:withCompletionBlock:)
    public func __onDisconnectSetValue(_ value: Any?, andPriority priority: Any?,
                                       withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        onDisconnectSetValue(value, andPriority: priority, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(onDisconnectRemoveValue)
    public func __onDisconnectRemoveValue() { onDisconnectRemoveValue() }

    @available(swift, obsoleted: 1) @objc(onDisconnectRemoveValueWithCompletionBlock:)
    public func __onDisconnectRemoveValueWithCompletionBlock(_ block: @escaping (Error?, Wilddog) -> Void) {
        onDisconnectRemoveValueWithCompletionBlock(block)
    }

    @available(swift, obsoleted: 1) @objc(onDisconnectUpdateChildValues:)
    public func __onDisconnectUpdateChildValues(_ values: [AnyHashable: Any]) { onDisconnectUpdateChildValues(values) }

    @available(swift, obsoleted: 1) @objc(onDisconnectUpdateChildValues:withCompletionBlock:)
    public func __onDisconnectUpdateChildValues(_ values: [AnyHashable: Any],
                                                withCompletionBlock block: @escaping (Error?, Wilddog) -> Void) {
        onDisconnectUpdateChildValues(values, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(cancelDisconnectOperations)
    public func __cancelDisconnectOperations() { cancelDisconnectOperations() }

    @available(swift, obsoleted: 1) @objc(cancelDisconnectOperationsWithCompletionBlock:)
    public func __cancelDisconnectOperationsWithCompletionBlock(_ block: ((Error?, Wilddog) -> Void)?) {
        cancelDisconnectOperationsWithCompletionBlock(block)
    }

    // MARK: Auth (1.x)

    @available(swift, obsoleted: 1) @objc(createUser:password:withCompletionBlock:)
    public func __createUser(_ email: String, password: String, withCompletionBlock block: @escaping (Error?) -> Void) {
        createUser(email, password: password, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(createUser:password:withValueCompletionBlock:)
    public func __createUser(_ email: String, password: String,
                             withValueCompletionBlock block: @escaping (Error?, [AnyHashable: Any]?) -> Void) {
        createUser(email, password: password, withValueCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(removeUser:password:withCompletionBlock:)
    public func __removeUser(_ email: String, password: String, withCompletionBlock block: @escaping (Error?) -> Void) {
        removeUser(email, password: password, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(changePasswordForUser:fromOld:toNew:withCompletionBlock:)
    public func __changePasswordForUser(_ email: String, fromOld oldPassword: String, toNew newPassword: String,
                                        withCompletionBlock block: @escaping (Error?) -> Void) {
        changePasswordForUser(email, fromOld: oldPassword, toNew: newPassword, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(changeEmailForUser:password:toNewEmail:withCompletionBlock:)
    public func __changeEmailForUser(_ email: String, password: String, toNewEmail newEmail: String,
                                     withCompletionBlock block: @escaping (Error?) -> Void) {
        changeEmailForUser(email, password: password, toNewEmail: newEmail, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(resetPasswordForUser:withCompletionBlock:)
    public func __resetPasswordForUser(_ email: String, withCompletionBlock block: @escaping (Error?) -> Void) {
        resetPasswordForUser(email, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(authData) public var __authData: WAuthData? { authData }

    @discardableResult @available(swift, obsoleted: 1) @objc(observeAuthEventWithBlock:)
    public func __observeAuthEventWithBlock(_ block: @escaping (WAuthData?) -> Void) -> WilddogHandle {
        observeAuthEventWithBlock(block)
    }

    @available(swift, obsoleted: 1) @objc(removeAuthEventObserverWithHandle:)
    public func __removeAuthEventObserverWithHandle(_ handle: WilddogHandle) { removeAuthEventObserverWithHandle(handle) }

    @available(swift, obsoleted: 1) @objc(authAnonymouslyWithCompletionBlock:)
    public func __authAnonymouslyWithCompletionBlock(_ block: @escaping (Error?, WAuthData?) -> Void) {
        authAnonymouslyWithCompletionBlock(block)
    }

    @available(swift, obsoleted: 1) @objc(authUser:password:withCompletionBlock:)
    public func __authUser(_ email: String, password: String, withCompletionBlock block: @escaping (Error?, WAuthData?) -> Void) {
        authUser(email, password: password, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(authWithCustomToken:withCompletionBlock:)
    public func __authWithCustomToken(_ token: String, withCompletionBlock block: @escaping (Error?, WAuthData?) -> Void) {
        authWithCustomToken(token, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(authWithOAuthProvider:token:withCompletionBlock:)
    public func __authWithOAuthProvider(_ provider: String, token oauthToken: String,
                                        withCompletionBlock block: @escaping (Error?, WAuthData?) -> Void) {
        authWithOAuthProvider(provider, token: oauthToken, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(authWithOAuthProvider:parameters:withCompletionBlock:)
    public func __authWithOAuthProvider(_ provider: String, parameters: [AnyHashable: Any],
                                        withCompletionBlock block: @escaping (Error?, WAuthData?) -> Void) {
        authWithOAuthProvider(provider, parameters: parameters, withCompletionBlock: block)
    }

    @available(swift, obsoleted: 1) @objc(unauth)
    public func __unauth() { unauth() }

    // MARK: Transactions

    @available(swift, obsoleted: 1) @objc(runTransactionBlock:)
    public func __runTransactionBlock(_ block: @escaping (WMutableData) -> WTransactionResult) { runTransactionBlock(block) }

    @available(swift, obsoleted: 1) @objc(runTransactionBlock:andCompletionBlock:)
    public func __runTransactionBlock(_ block: @escaping (WMutableData) -> WTransactionResult,
                                      andCompletionBlock completionBlock: @escaping (Error?, Bool, WDataSnapshot?) -> Void) {
        runTransactionBlock(block, andCompletionBlock: completionBlock)
    }

    @available(swift, obsoleted: 1) @objc(runTransactionBlock:andCompletionBlock:withLocalEvents:)
    public func __runTransactionBlock(_ block: @escaping (WMutableData) -> WTransactionResult,
                                      andCompletionBlock completionBlock: ((Error?, Bool, WDataSnapshot?) -> Void)?,
                                      withLocalEvents localEvents: Bool) {
        runTransactionBlock(block, andCompletionBlock: completionBlock, withLocalEvents: localEvents)
    }

    // MARK: Location

    @available(swift, obsoleted: 1) @objc(parent) public var __parent: Wilddog { parent }
    @available(swift, obsoleted: 1) @objc(root) public var __root: Wilddog { root }
    @available(swift, obsoleted: 1) @objc(key) public var __key: String { key }
    @available(swift, obsoleted: 1) @objc(app) public var __app: WilddogApp { app }

    // MARK: Process-wide

    @available(swift, obsoleted: 1) @objc(goOffline) public class func __goOffline() { goOffline() }
    @available(swift, obsoleted: 1) @objc(goOnline) public class func __goOnline() { goOnline() }
    @available(swift, obsoleted: 1) @objc(setLoggingEnabled:)
    public class func __setLoggingEnabled(_ enabled: Bool) { setLoggingEnabled(enabled) }
    @discardableResult @available(swift, obsoleted: 1) @objc(sdkVersion) public class func __sdkVersion() -> String { sdkVersion() }
    @discardableResult @available(swift, obsoleted: 1) @objc(defaultConfig) public class func __defaultConfig() -> WConfig { defaultConfig() }

    @available(swift, obsoleted: 1) @available(*, deprecated, message: "Use [Wilddog defaultConfig].callbackQueue instead")
    @objc(setDispatchQueue:) public class func __setDispatchQueue(_ queue: DispatchQueue) {
        defaultConfig().callbackQueue = queue
    }
}
#endif
