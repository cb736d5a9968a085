import Foundation
import Testing
import Wilddog

/// A 1.x app (`Wilddog(url:)`) routed to an `AccountsServer`.
final class LegacyApp: @unchecked Sendable {
    // @unchecked: `root` is only read after init.
    let appId: String
    let root: Wilddog

    /// Objects kept alive with the app (an in-process server).
    var retained: [AnyObject] = []

    convenience init(_ server: AccountsServer, appId: String = uniqueAppId()) throws {
        try server.route(appId)
        self.init(unroutedAppId: appId)
    }

    init(unroutedAppId appId: String) {
        self.appId = appId
        root = Wilddog(url: "https://\(appId).wilddogio.com")
    }

    /// Runs a login with an `(error, authData)` block and waits for it.
    func login(sourceLocation: SourceLocation = #_sourceLocation,
               _ start: (@escaping (Error?, WAuthData?) -> Void) -> Void) async -> (data: WAuthData?, error: NSError?) {
        let value: (WAuthData?, NSError?)? = await awaitCallback(sourceLocation: sourceLocation) { done in
            start { error, data in done((data, error as NSError?)) }
        }
        return value.map { ($0.0, $0.1) } ?? (nil, nil)
    }

    /// Runs a call with an `(error)` block and waits for it.
    func outcome(sourceLocation: SourceLocation = #_sourceLocation,
                 _ start: (@escaping (Error?) -> Void) -> Void) async -> NSError? {
        let value: NSError?? = await awaitCallback(sourceLocation: sourceLocation) { done in start { done($0 as NSError?) } }
        return value ?? nil
    }

    func write(_ path: String, _ value: Any) async -> NSError? {
        await outcome { done in root.childByAppendingPath(path).setValue(value) { error, _ in done(error) } }
    }

    func read(_ path: String) async -> (value: Any?, error: NSError?) {
        let answer: (Any?, NSError?)? = await awaitCallback { done in
            root.childByAppendingPath(path).observeSingleEventOfType(.Value, withBlock: { done(($0.value, nil)) },
                                                                    withCancelBlock: { done((nil, $0 as NSError)) })
        }
        return answer.map { ($0.0, $0.1) } ?? (nil, nil)
    }
}
