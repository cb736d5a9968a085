import Foundation

/// Where an app keeps its signed-in session on the device while persistence is on, as the
/// SDKs do: in the keychain on Apple platforms (`AuthSessionStore+Apple.swift`), elsewhere in
/// a file readable by the user only, beside the app's data store (`AuthSessionStore+File.swift`).
///
/// It holds the tokens (the refresh token is the long-lived secret) and the session's JSON
/// form, with the server it belongs to: a session of another server is never restored.
package struct AuthSessionStore: Sendable {
    package let appId: String
    /// `RESTAccountService.remoteScope` of the server the session belongs to.
    package let scope: String

    package init(appId: String, scope: String) {
        self.appId = appId
        self.scope = scope
    }

    /// The stored session of this scope; nil when there is none, or it cannot be read.
    package func load() -> AuthSession? {
        guard let data = readRecord() else { return nil }
        guard let json = AuthJSON.parse(Array(data)), json["scope"]?.stringValue == scope,
              let idToken = json["idToken"]?.stringValue, let refreshToken = json["refreshToken"]?.stringValue,
              let session = json["session"], let restored = AuthSession(json: session, idToken: idToken, refreshToken: refreshToken)
        else {
            EngineLog.warn("auth: the session stored in \(location) is not one of \(scope); it is ignored")
            return nil
        }
        return restored
    }

    /// Replaces the stored session (nil removes it). A failure is logged: the session then
    /// lasts as long as the process.
    package func save(_ session: AuthSession?) {
        let record = session.map { session in
            Data(AuthJSON.object([
                "scope": .string(scope), "idToken": .string(session.idToken), "refreshToken": .string(session.refreshToken),
                "session": session.jsonWithoutTokens,
            ]).jsonBytes())
        }
        do {
            try writeRecord(record)
        } catch {
            EngineLog.warn("auth: cannot \(session == nil ? "remove the session from" : "store the session in") \(location) (\(error)); it lasts until the app quits")
        }
    }
}
