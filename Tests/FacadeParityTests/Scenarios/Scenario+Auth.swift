/// Sign-in and sign-out (email/password, anonymous, custom token), their documented error
/// meanings, and permission denial under security rules.
extension Scenario {
    /// The differences every scenario with an auth listener shows.
    private static let listenerDifferences: Set<DocumentedDifference> =
        [.authCallbackArgumentOrder, .authStateListenerGetsAuth, .authListenerHandleType]

    static let auth: [Scenario] = [
        Scenario("email and password accounts",
                 differences: listenerDifferences.union([.createUserSignsIn, .errorDomainsAndCodes, .weakPasswordCode]),
                 mustShow: ["currentUser user({alice}, password)", "wrongPassword", "userNotFound", "invalidEmail",
                            "emailAlreadyInUse", "weakPassword", "A state(auth, nil)"],
                 steps: [
                    .observeAuth("A"),
                    .createUser(alias: "alice", email: "alice@example.com", password: "secret1"),
                    .checkCurrentUser,
                    .signIn(email: "alice@example.com", password: "secret1"),
                    .checkCurrentUser,
                    .signOut,
                    .checkCurrentUser,
                    .signIn(email: "alice@example.com", password: "wrong-password"),
                    .signIn(email: "nobody@example.com", password: "secret1"),
                    .signIn(email: "not-an-email", password: "secret1"),
                    .createUser(alias: "dup", email: "alice@example.com", password: "secret2"),
                    .createUser(alias: "weak", email: "weak@example.com", password: "123"),
                    .stopObservingAuth("A"),
                    .signIn(email: "alice@example.com", password: "secret1"),
                 ]),
        Scenario("anonymous and custom-token sign-in",
                 differences: listenerDifferences.union([.errorDomainsAndCodes]),
                 mustShow: ["signInAnonymously result(user({user1}, anonymous), nil)", "user({user2}, anonymous)",
                            "currentUser user({customUidA}, custom)", "operationNotAllowed"],
                 steps: [
                    .observeAuth("A"),
                    .signInAnonymously,
                    .checkCurrentUser,
                    .signInAnonymously,
                    .signInWithCustomToken(uid: "customUidA"),
                    .checkCurrentUser,
                    .signOut,
                    .serverDisable(.anonymous),
                    .signInAnonymously,
                    .checkCurrentUser,
                 ]),
        Scenario("anonymous sign-in replaces a password user",
                 differences: listenerDifferences.union([.createUserSignsIn, .anonymousSignInSignsOutFirst]),
                 mustShow: ["A state(auth, nil)", "currentUser user({user1}, anonymous)"],
                 steps: [
                    .observeAuth("A"),
                    .observeAuth("B"),
                    .createUser(alias: "bob", email: "bob@example.com", password: "secret1"),
                    .signIn(email: "bob@example.com", password: "secret1"),
                    .signInAnonymously,
                    .checkCurrentUser,
                 ]),
        Scenario("the app secret used as a custom token",
                 differences: listenerDifferences.union([.appSecretIsNotACustomToken, .errorDomainsAndCodes]),
                 mustShow: ["signIn(customToken) result(nil, error(invalidToken))", "currentUser nil"],
                 steps: [
                    .observeAuth("A"),
                    .signInWithAppSecret,
                    .checkCurrentUser,
                    .signOut,
                 ]),
        Scenario("security rules deny reads and writes",
                 seed: #"{"locked": {"x": 1}, "secret": {"s": 1}, "private": {"p": 1}}"#,
                 rules: #"""
                 {"rules": {
                   "public": {".read": true, ".write": true},
                   "locked": {".read": true, ".write": false},
                   "secret": {".read": false},
                   "private": {".read": "auth != null"},
                   "users": {"$uid": {".read": true, ".write": "auth != null && auth.uid == $uid"}}
                 }}
                 """#,
                 differences: [.authCallbackArgumentOrder, .createUserSignsIn, .errorDomainsAndCodes],
                 mustShow: ["S cancelled permissionDenied", "SO cancelled permissionDenied", "P cancelled permissionDenied",
                            "P value key=private prev=nil {\"p\":1}", "L value key=locked prev=nil {\"x\":2}",
                            "completion setValue → permissionDenied", "U value key=name prev=nil \"Alice\""],
                 steps: [
                    .observe("L", path: "locked", events: [.value]),
                    .observe("S", path: "secret", events: [.value]),
                    .observeOnce("SO", path: "secret"),
                    .set("locked/x", "2"),
                    .set("public/a", "1"),
                    .createUser(alias: "alice", email: "alice@example.com", password: "secret1"),
                    .signIn(email: "alice@example.com", password: "secret1"),
                    .observe("U", path: "users/{alice}/name", events: [.value]),
                    .set("users/{alice}/name", #""Alice""#),
                    .set("users/mallory/name", #""Mallory""#),
                    .observe("P", path: "private", events: [.value]),
                    .signOut,
                    .set("users/{alice}/name", #""Eve""#),
                 ]),
    ]
}
