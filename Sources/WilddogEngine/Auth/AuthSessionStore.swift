import Foundation

/// Where an app keeps its signed-in session on the device while persistence is on, as the
/// SDKs keep theirs in the keychain: `<persistence directory>/<appId>.session.json`, readable
/// by the user only, beside the app's data store.
///
/// It holds the tokens (the refresh token is the long-lived secret) and the session's JSON
/// form, with the server it belongs to: a session of another server is never restored.
package struct AuthSessionStore: Sendable {
    package let fileURL: URL
    /// `RESTAccountService.remoteScope` of the server the session belongs to.
    package let scope: String

    package init(appId: String, scope: String) {
        let database = PersistenceLocation.databaseURL(appId: appId)
        fileURL = database.deletingPathExtension().appendingPathExtension("session.json")
        self.scope = scope
    }

    /// The stored session of this scope; nil when there is none, or it cannot be read.
    package func load() -> AuthSession? {
        guard let data = FileManager.default.contents(atPath: fileURL.path) else { return nil }
        guard let json = AuthJSON.parse(Array(data)), json["scope"]?.stringValue == scope,
              let idToken = json["idToken"]?.stringValue, let refreshToken = json["refreshToken"]?.stringValue,
              let session = json["session"], let restored = AuthSession(json: session, idToken: idToken, refreshToken: refreshToken)
        else {
            EngineLog.warn("auth: the stored session \(fileURL.path) is not one of \(scope); it is ignored")
            return nil
        }
        return restored
    }

    /// Replaces the stored session (nil removes it). A failure is logged: the session then
    /// lasts as long as the process.
    package func save(_ session: AuthSession?) {
        guard let session else {
            if FileManager.default.fileExists(atPath: fileURL.path) {
                do { try FileManager.default.removeItem(at: fileURL) } catch {
                    EngineLog.warn("auth: cannot remove the stored session \(fileURL.path): \(error)")
                }
            }
            return
        }
        let json = AuthJSON.object([
            "scope": .string(scope), "idToken": .string(session.idToken), "refreshToken": .string(session.refreshToken),
            "session": session.jsonWithoutTokens,
        ])
        do {
            try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            let temporary = fileURL.appendingPathExtension("tmp")
            // Created readable by the owner only, then moved over the old one in one step.
            guard FileManager.default.createFile(atPath: temporary.path, contents: Data(json.jsonBytes()),
                                                 attributes: [.posixPermissions: 0o600]) else {
                throw CocoaError(.fileWriteUnknown)
            }
            guard rename(temporary.path, fileURL.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            EngineLog.warn("auth: cannot store the session in \(fileURL.path) (\(error)); it lasts until the app quits")
        }
    }
}
