import Foundation
import Testing
import WilddogEngine
import WilddogServer
import WilddogTestSupport

/// The auth client's state is not behind its requests: while a request to the accounts server
/// waits for its answer, the current user can be read, the user signed out and listeners
/// added; what the request then brings back does not undo a sign-out made meanwhile.
@Suite(.serialized) struct StateReadsDuringRequestsTests {
    @Test func readingTheUserAndSigningOutDoNotWaitForASlowRequest() async throws {
        TemporaryStoreDirectory.use()
        let server = try HeldAnswerServer()
        defer { server.stop() }
        let appId = uniqueAppId()
        let serverURL = "http://127.0.0.1:\(server.port)?ns=demo"
        try WilddogServer.route(appId: appId, to: serverURL)
        defer { WilddogServer.removeRoute(appId: appId) }
        // A session stored by an earlier launch, restored when the client keeps sessions.
        let stored = Self.session(uid: "held-user", refreshToken: "refresh-1")
        let store = AuthSessionStore(appId: appId, scope: "http://127.0.0.1:\(server.port)?ns=demo")
        store.save(stored)
        defer { store.save(nil) }
        let client = AuthClient(appId: appId, host: "\(appId).wilddogio.com")
        defer { client.close() }
        client.keepSessionOnDevice(true)
        #expect(client.currentSession?.uid == "held-user")
        let heard = Locked<[String?]>([])
        let channel = CallbackChannel(DispatchQueue(label: "held.listener"))

        // A forced refresh goes to the server, which holds its answer.
        let refreshed = Expectation<Result<String, AuthServiceError>>()
        client.idToken(forceRefresh: true, on: channel) { refreshed.fulfill($0) }
        #expect(await eventuallyTrue { server.state.value.requestArrived })

        // Meanwhile, from another thread: read, add a listener, sign out, read again.
        let reads = Expectation<(before: String?, after: String?)>()
        DispatchQueue.global().async {
            let before = client.currentSession?.uid
            _ = client.addStateListener(on: channel) { session in heard.withLock { $0.append(session?.uid) } }
            client.signOut(on: channel)
            reads.fulfill((before, client.currentSession?.uid))
        }
        let read = await reads.first(within: 10)
        #expect(!server.state.value.answered, "the reads finished only after the server answered")
        #expect(read?.before == "held-user")
        #expect(read?.after == nil)
        #expect(store.load() == nil, "the sign-out removed the stored session at once")

        // The server answers now: the refresh completes, but the user stays signed out.
        server.release(answering: Self.tokenAnswer(uid: "held-user", refreshToken: "refresh-2"))
        let result = await refreshed.first(within: 30)
        #expect((try? result?.get())?.isEmpty == false, "\(String(describing: result))")
        #expect(client.currentSession == nil)
        #expect(store.load() == nil)
        try await Task.sleep(for: .milliseconds(200))
        #expect(heard.value == ["held-user", nil], "listeners heard the session, then the sign-out, nothing after")
    }

    /// A session of `uid` whose ID token is valid for an hour (its claims readable, unsigned).
    static func session(uid: String, refreshToken: String) -> AuthSession {
        let now = Date()
        return AuthSession(
            user: AuthUserRecord(uid: uid, creationProviderID: AuthProviderID.password, createdAt: now),
            provider: AuthProviderID.password, idToken: idToken(uid: uid, issuedAt: now), refreshToken: refreshToken,
            issuedAt: now, expiresAt: now.addingTimeInterval(3600), authTime: now, claims: ["user_id": .string(uid)],
            isAdmin: false, providerData: [:])
    }

    /// The securetoken answer Firebase gives a refresh.
    static func tokenAnswer(uid: String, refreshToken: String) -> String {
        let token = idToken(uid: uid, issuedAt: Date())
        return #"{"id_token":"\#(token)","refresh_token":"\#(refreshToken)","expires_in":"3600","token_type":"Bearer","user_id":"\#(uid)"}"#
    }

    static func idToken(uid: String, issuedAt: Date) -> String {
        func part(_ json: String) -> String { Crypto.base64URLEncode(Array(json.utf8)) }
        let iat = Int(issuedAt.timeIntervalSince1970)
        return part(#"{"alg":"RS256","typ":"JWT"}"#) + "." + part(#"{"user_id":"\#(uid)","sub":"\#(uid)","iat":\#(iat),"exp":\#(iat + 3600),"firebase":{"sign_in_provider":"password"}}"#) + ".c2ln"
    }
}
