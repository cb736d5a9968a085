import Dispatch
import Foundation
import Testing
import WilddogSync

/// Every member of NEW-API.md (WilddogCore, WilddogSync) bound to its exact contract type: a
/// renamed label, changed optionality or missing default fails to compile.
@Suite struct ContractSignatureTests {
    @Test func coreMembersHaveTheContractTypes() {
        let _: WDGAppVoidBoolCallback = { (_: Bool) in }
        let _: (WDGOptions) -> Void = WDGApp.configure(with:)
        let _: (String, WDGOptions) -> Void = WDGApp.configure(withName:options:)
        let _: () -> WDGApp? = WDGApp.defaultApp
        let _: (String) -> WDGApp? = WDGApp.init(named:)
        let _: () -> [AnyHashable: Any]? = WDGApp.allApps
        let _: (WDGApp) -> (@escaping WDGAppVoidBoolCallback) -> Void = WDGApp.delete(_:)
        let _: KeyPath<WDGApp, String> = \WDGApp.name
        let _: KeyPath<WDGApp, WDGOptions> = \WDGApp.options
        let _: (String) -> WDGOptions = WDGOptions.init(syncURL:)
        let _: KeyPath<WDGOptions, String> = \WDGOptions.syncURL
    }

    @Test func syncMembersHaveTheContractTypes() {
        let _: WDGSyncHandle.Type = Int64.self
        #expect(WDGSyncErrorDomain == "com.wilddog.sync")
        #expect(WDGSyncErrorCodeKey == "WDGSyncErrorCodeKey")
        let _: (NSError) -> () -> WDGSyncErrorCode = NSError.wdgSync_errorCode
        let _: () -> WDGSync = WDGSync.sync
        let _: (WDGApp) -> WDGSync = WDGSync.sync(app:)
        let _: KeyPath<WDGSync, WDGApp?> = \WDGSync.app
        let _: (WDGSync) -> () -> WDGSyncReference = WDGSync.reference
        let _: (WDGSync) -> (String) -> WDGSyncReference = WDGSync.reference(withPath:)
        let _: (WDGSync) -> (String) -> WDGSyncReference = WDGSync.reference(fromURL:)
        let _: (WDGSync) -> () -> Void = WDGSync.goOffline
        let _: (WDGSync) -> () -> Void = WDGSync.goOnline
        let _: ReferenceWritableKeyPath<WDGSync, Bool> = \WDGSync.persistenceEnabled
        let _: ReferenceWritableKeyPath<WDGSync, DispatchQueue> = \WDGSync.callbackQueue
        let _: (Bool) -> Void = WDGSync.setLoggingEnabled
        let _: () -> String = WDGSync.sdkVersion
    }

    @Test func queryMembersHaveTheContractTypes() {
        let _: KeyPath<WDGSyncQuery, WDGSyncReference> = \WDGSyncQuery.ref
        let _: (WDGSyncQuery) -> (WDGDataEventType, @escaping (WDGDataSnapshot) -> Void) -> WDGSyncHandle
            = WDGSyncQuery.observe(_:with:)
        let _: (WDGSyncQuery) -> (WDGDataEventType, @escaping (WDGDataSnapshot, String?) -> Void) -> WDGSyncHandle
            = WDGSyncQuery.observe(_:andPreviousSiblingKeyWith:)
        let _: (WDGSyncQuery) -> (WDGDataEventType, @escaping (WDGDataSnapshot) -> Void, ((Error) -> Void)?) -> WDGSyncHandle
            = WDGSyncQuery.observe(_:with:withCancel:)
        let _: (WDGSyncQuery) -> (WDGDataEventType, @escaping (WDGDataSnapshot, String?) -> Void, ((Error) -> Void)?) -> WDGSyncHandle
            = WDGSyncQuery.observe(_:andPreviousSiblingKeyWith:withCancel:)
        let _: (WDGSyncQuery) -> (WDGDataEventType, @escaping (WDGDataSnapshot) -> Void) -> Void
            = WDGSyncQuery.observeSingleEvent(of:with:)
        let _: (WDGSyncQuery) -> (WDGDataEventType, @escaping (WDGDataSnapshot, String?) -> Void) -> Void
            = WDGSyncQuery.observeSingleEvent(of:andPreviousSiblingKeyWith:)
        let _: (WDGSyncQuery) -> (WDGDataEventType, @escaping (WDGDataSnapshot) -> Void, ((Error) -> Void)?) -> Void
            = WDGSyncQuery.observeSingleEvent(of:with:withCancel:)
        let _: (WDGSyncQuery) -> (WDGDataEventType, @escaping (WDGDataSnapshot, String?) -> Void, ((Error) -> Void)?) -> Void
            = WDGSyncQuery.observeSingleEvent(of:andPreviousSiblingKeyWith:withCancel:)
        let _: (WDGSyncQuery) -> (WDGSyncHandle) -> Void = WDGSyncQuery.removeObserver(withHandle:)
        let _: (WDGSyncQuery) -> () -> Void = WDGSyncQuery.removeAllObservers
        let _: (WDGSyncQuery) -> (Bool) -> Void = WDGSyncQuery.keepSynced
        let _: (WDGSyncQuery) -> (UInt) -> WDGSyncQuery = WDGSyncQuery.queryLimited(toFirst:)
        let _: (WDGSyncQuery) -> (UInt) -> WDGSyncQuery = WDGSyncQuery.queryLimited(toLast:)
        let _: (WDGSyncQuery) -> (String) -> WDGSyncQuery = WDGSyncQuery.queryOrdered(byChild:)
        let _: (WDGSyncQuery) -> () -> WDGSyncQuery = WDGSyncQuery.queryOrderedByKey
        let _: (WDGSyncQuery) -> () -> WDGSyncQuery = WDGSyncQuery.queryOrderedByValue
        let _: (WDGSyncQuery) -> () -> WDGSyncQuery = WDGSyncQuery.queryOrderedByPriority
        let _: (WDGSyncQuery) -> (Any?) -> WDGSyncQuery = WDGSyncQuery.queryStarting(atValue:)
        let _: (WDGSyncQuery) -> (Any?, String?) -> WDGSyncQuery = WDGSyncQuery.queryStarting(atValue:childKey:)
        let _: (WDGSyncQuery) -> (Any?) -> WDGSyncQuery = WDGSyncQuery.queryEnding(atValue:)
        let _: (WDGSyncQuery) -> (Any?, String?) -> WDGSyncQuery = WDGSyncQuery.queryEnding(atValue:childKey:)
        let _: (WDGSyncQuery) -> (Any?) -> WDGSyncQuery = WDGSyncQuery.queryEqual(toValue:)
        let _: (WDGSyncQuery) -> (Any?, String?) -> WDGSyncQuery = WDGSyncQuery.queryEqual(toValue:childKey:)
    }

    @Test func referenceMembersHaveTheContractTypes() {
        typealias Done = (Error?, WDGSyncReference) -> Void
        let _: KeyPath<WDGSyncReference, WDGSyncReference?> = \WDGSyncReference.parent
        let _: KeyPath<WDGSyncReference, WDGSyncReference> = \WDGSyncReference.root
        let _: KeyPath<WDGSyncReference, String> = \WDGSyncReference.key
        let _: KeyPath<WDGSyncReference, String> = \WDGSyncReference.url
        let _: KeyPath<WDGSyncReference, WDGSync> = \WDGSyncReference.sync
        let _: KeyPath<WDGSyncReference, String> = \WDGSyncReference.description
        let _: (WDGSyncReference) -> (String) -> WDGSyncReference = WDGSyncReference.child(_:)
        let _: (WDGSyncReference) -> () -> WDGSyncReference = WDGSyncReference.childByAutoId
        let _: (WDGSyncReference) -> (Any?) -> Void = WDGSyncReference.setValue(_:)
        let _: (WDGSyncReference) -> (Any?, @escaping Done) -> Void = WDGSyncReference.setValue(_:withCompletionBlock:)
        let _: (WDGSyncReference) -> (Any?, Any?) -> Void = WDGSyncReference.setValue(_:andPriority:)
        let _: (WDGSyncReference) -> (Any?, Any?, @escaping Done) -> Void = WDGSyncReference.setValue(_:andPriority:withCompletionBlock:)
        let _: (WDGSyncReference) -> () -> Void = WDGSyncReference.removeValue
        let _: (WDGSyncReference) -> (@escaping Done) -> Void = WDGSyncReference.removeValue(completionBlock:)
        let _: (WDGSyncReference) -> (Any?) -> Void = WDGSyncReference.setPriority(_:)
        let _: (WDGSyncReference) -> (Any?, @escaping Done) -> Void = WDGSyncReference.setPriority(_:withCompletionBlock:)
        let _: (WDGSyncReference) -> ([AnyHashable: Any]) -> Void = WDGSyncReference.updateChildValues(_:)
        let _: (WDGSyncReference) -> ([AnyHashable: Any], @escaping Done) -> Void = WDGSyncReference.updateChildValues(_:withCompletionBlock:)
        let _: (WDGSyncReference) -> (Any?) -> Void = WDGSyncReference.onDisconnectSetValue(_:)
        let _: (WDGSyncReference) -> (Any?, @escaping Done) -> Void = WDGSyncReference.onDisconnectSetValue(_:withCompletionBlock:)
        let _: (WDGSyncReference) -> (Any?, Any) -> Void = WDGSyncReference.onDisconnectSetValue(_:andPriority:)
        let _: (WDGSyncReference) -> (Any?, Any?, @escaping Done) -> Void
            = WDGSyncReference.onDisconnectSetValue(_:andPriority:withCompletionBlock:)
        let _: (WDGSyncReference) -> () -> Void = WDGSyncReference.onDisconnectRemoveValue
        let _: (WDGSyncReference) -> (@escaping Done) -> Void = WDGSyncReference.onDisconnectRemoveValue(completionBlock:)
        let _: (WDGSyncReference) -> ([AnyHashable: Any]) -> Void = WDGSyncReference.onDisconnectUpdateChildValues(_:)
        let _: (WDGSyncReference) -> ([AnyHashable: Any], @escaping Done) -> Void
            = WDGSyncReference.onDisconnectUpdateChildValues(_:withCompletionBlock:)
        let _: (WDGSyncReference) -> () -> Void = WDGSyncReference.cancelDisconnectOperations
        let _: (WDGSyncReference) -> (Done?) -> Void = WDGSyncReference.cancelDisconnectOperations(completionBlock:)
        let _: () -> Void = WDGSyncReference.goOffline
        let _: () -> Void = WDGSyncReference.goOnline
        let _: (WDGSyncReference) -> (@escaping (WDGMutableData) -> WDGTransactionResult) -> Void
            = WDGSyncReference.runTransactionBlock(_:)
        let _: (WDGSyncReference) -> (@escaping (WDGMutableData) -> WDGTransactionResult,
                                      @escaping (Error?, Bool, WDGDataSnapshot?) -> Void) -> Void
            = WDGSyncReference.runTransactionBlock(_:andCompletionBlock:)
        let _: (WDGSyncReference) -> (@escaping (WDGMutableData) -> WDGTransactionResult,
                                      ((Error?, Bool, WDGDataSnapshot?) -> Void)?, Bool) -> Void
            = WDGSyncReference.runTransactionBlock(_:andCompletionBlock:withLocalEvents:)
        func describable<T: CustomStringConvertible>(_: T.Type) {}
        describable(WDGSyncReference.self)
    }

    @Test func dataMembersHaveTheContractTypes() {
        let _: KeyPath<WDGDataSnapshot, Any?> = \WDGDataSnapshot.value
        let _: KeyPath<WDGDataSnapshot, UInt> = \WDGDataSnapshot.childrenCount
        let _: KeyPath<WDGDataSnapshot, WDGSyncReference> = \WDGDataSnapshot.ref
        let _: KeyPath<WDGDataSnapshot, String> = \WDGDataSnapshot.key
        let _: KeyPath<WDGDataSnapshot, NSEnumerator> = \WDGDataSnapshot.children
        let _: KeyPath<WDGDataSnapshot, Any?> = \WDGDataSnapshot.priority
        let _: (WDGDataSnapshot) -> (String) -> WDGDataSnapshot = WDGDataSnapshot.childSnapshot(forPath:)
        let _: (WDGDataSnapshot) -> (String) -> Bool = WDGDataSnapshot.hasChild
        let _: (WDGDataSnapshot) -> () -> Bool = WDGDataSnapshot.hasChildren
        let _: (WDGDataSnapshot) -> () -> Bool = WDGDataSnapshot.exists
        let _: (WDGDataSnapshot) -> () -> Any? = WDGDataSnapshot.valueInExportFormat
        let _: ReferenceWritableKeyPath<WDGMutableData, Any?> = \WDGMutableData.value
        let _: ReferenceWritableKeyPath<WDGMutableData, Any?> = \WDGMutableData.priority
        let _: KeyPath<WDGMutableData, UInt> = \WDGMutableData.childrenCount
        let _: KeyPath<WDGMutableData, NSEnumerator> = \WDGMutableData.children
        let _: KeyPath<WDGMutableData, String?> = \WDGMutableData.key
        let _: (WDGMutableData) -> () -> Bool = WDGMutableData.hasChildren
        let _: (WDGMutableData) -> (String) -> Bool = WDGMutableData.hasChild(atPath:)
        let _: (WDGMutableData) -> (String) -> WDGMutableData = WDGMutableData.childData(byAppendingPath:)
        let _: (WDGMutableData) -> WDGTransactionResult = WDGTransactionResult.success(withValue:)
        let _: () -> WDGTransactionResult = WDGTransactionResult.abort
        let _: () -> [AnyHashable: Any] = WDGServerValue.timestamp
    }

    @Test func enumsHaveTheContractRawValues() {
        #expect([WDGDataEventType.childAdded, .childRemoved, .childChanged, .childMoved, .value].map(\.rawValue) == [0, 1, 2, 3, 4])
        let codes: [(WDGSyncErrorCode, Int)] = [
            (.operationFailed, 26001), (.serverBusy, 26002), (.serviceUnavailable, 26003), (.permissionDenied, 26101),
            (.quotaLimitExceeded, 26102), (.qpsSpeedLimitExceeded, 26103), (.dataRequestedLimitExceeded, 26104),
            (.leafNodeSizeLimitExceeded, 26105), (.invalidParameters, 26106), (.tooManyConnections, 26107),
            (.appFrozen, 26108), (.transactionDataStale, 26201), (.userCodeException, 26202),
            (.transactionMaxRetries, 26203), (.transactionOverridden, 26204), (.nonExistentNode, 26301),
            (.expiredToken, 26801), (.invalidToken, 26802), (.unknown, 29999),
        ]
        for (code, raw) in codes { #expect(code.rawValue == raw) }
    }

    /// Call sites in the style of the docs' Swift examples (trailing closures, defaults).
    @Test func docStyleCallSitesCompile() {
        func compileOnly(_ ref: WDGSyncReference) {
            ref.observe(.value) { snapshot in _ = snapshot.value }
            ref.observe(.childAdded) { snapshot, prevKey in _ = (snapshot, prevKey) }
            ref.observe(.value, with: { _ in }, withCancel: { error in _ = error })
            ref.observeSingleEvent(of: .value) { _ in }
            ref.observeSingleEvent(of: .value, with: { _ in })
            ref.cancelDisconnectOperations()
            ref.cancelDisconnectOperations { _, _ in }
            ref.setValue(["a": 1]) { error, ref in _ = (error, ref) }
            ref.runTransactionBlock { data in WDGTransactionResult.success(withValue: data) }
            ref.runTransactionBlock({ _ in .abort() }, andCompletionBlock: { _, _, _ in })
            ref.observeSingleEvent(of: .value) { snapshot in
                for case let child as WDGDataSnapshot in snapshot.children { _ = child.key }
            }
        }
        _ = compileOnly
    }
}
