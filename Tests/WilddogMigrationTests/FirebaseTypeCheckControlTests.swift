import Foundation
import Testing

/// The Firebase type-checks catch what they must: each snippet fails on the lines marked `// ERROR`
/// and nowhere else; a correct program has no error.
@Suite struct FirebaseTypeCheckControlTests {
    static let swiftPrelude = """
        import Foundation
        import FirebaseCore
        import FirebaseDatabase
        import FirebaseAuth

        """

    static let swiftCases: [(name: String, body: String)] = [
        ("correct Firebase code", """
            func ok(_ user: User, _ ref: DatabaseReference) {
                FirebaseApp.configure()
                let db = Database.database(url: "https://x.firebaseio.com")
                db.isPersistenceEnabled = true
                let h: DatabaseHandle = ref.observe(.value) { snapshot in print(snapshot.key) }
                ref.removeObserver(withHandle: h)
                ref.setValue(1, withCompletionBlock: { error, r in print(r.key ?? "") })
                Auth.auth().signIn(withEmail: "a", password: "b") { authResult, error in print(authResult?.user.uid ?? "") }
                user.reauthenticate(with: EmailAuthProvider.credential(withEmail: "a", password: "b")) { authResult, error in }
                user.getIDToken { token, error in print(token ?? "") }
                try? Auth.auth().signOut()
                let listener: NSObjectProtocol = Auth.auth().addStateDidChangeListener { auth, user in }
                Auth.auth().removeStateDidChangeListener(listener)
                print(AuthErrorCode.wrongPassword.rawValue, FirebaseApp.allApps?.count ?? 0, ServerValue.timestamp())
            }
            """),
        ("Wilddog shapes against Firebase", """
            func wrong(_ user: User, _ ref: DatabaseReference) {
                _ = Auth.auth()?.currentUser // ERROR
                let h: Int64 = ref.observe(.value) { _ in } // ERROR
                Auth.auth().signIn(withEmail: "a", password: "b") { (user: User?, error: Error?) in } // ERROR
                _ = ref.child(byAppendingPath: "x") // ERROR
                let key: String = ref.key // ERROR
                user.getTokenWithCompletion { _, _ in } // ERROR
                _ = AuthErrorCode.invalidPassword.rawValue // ERROR
                _ = Database.database().persistenceEnabled // ERROR
                user.reauthenticate(with: EmailAuthProvider.credential(withEmail: "a", password: "b")) { (error: Error?) in } // ERROR
                print(h, key)
            }
            """),
    ]

    @Test(arguments: swiftCases.indices)
    func swiftSnippetFailsExactlyOnTheMarkedLines(_ k: Int) async throws {
        let (name, body) = Self.swiftCases[k]
        let text = Self.swiftPrelude + body + "\n"
        let expected = Self.marked(text)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("firebase-control-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Control.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let errors = try await FirebaseTypeCheck.swiftErrors([file.path])
        #expect(Set(errors.map(\.line)) == expected, "\(name): \(errors)")
    }

    static let objcCases: [(name: String, text: String)] = [
        ("correct Firebase code", """
            @import FirebaseAuth;
            #import <FirebaseDatabase/FirebaseDatabase.h>
            void ok(FIRDatabaseReference *ref) {
                [FIRApp configure];
                FIRDatabaseHandle h = [ref observeEventType:FIRDataEventTypeValue withBlock:^(FIRDataSnapshot *snapshot) {}];
                [ref removeObserverWithHandle:h];
                [[FIRAuth auth] signInWithEmail:@"a" password:@"b" completion:^(FIRAuthDataResult *authResult, NSError *error) {
                    FIRUser *user = authResult.user;
                    NSLog(@"%@ %d", user.uid, (int)(error.code == FIRAuthErrorCodeWrongPassword));
                }];
                id<NSObject> listener = [[FIRAuth auth] addAuthStateDidChangeListener:^(FIRAuth *auth, FIRUser *user) {}];
                [[FIRAuth auth] removeAuthStateDidChangeListener:listener];
                [[FIRDatabase databaseWithURL:@"https://x.firebaseio.com"] goOffline];
            }

            """),
        ("Wilddog shapes against Firebase", """
            @import FirebaseAuth;
            #import <FirebaseDatabase/FirebaseDatabase.h>
            void wrong(FIRDatabaseReference *ref, FIRUser *user) {
                [[FIRAuth auth] signInWithEmail:@"a" password:@"b" completion:^(FIRUser *u, NSError *error) {}]; // ERROR
                [ref childByAppendingPath:@"x"]; // ERROR
                [FIRDatabase sync]; // ERROR
                [user getTokenWithCompletion:^(NSString *token, NSError *error) {}]; // ERROR
                [user reauthenticateWithCredential:[FIREmailAuthProvider credentialWithEmail:@"a" password:@"b"] completion:^(NSError *error) {}]; // ERROR
                NSLog(@"%ld", (long)FIRAuthErrorCodeInvalidPassword); // ERROR
            }

            """),
    ]

    @Test(arguments: objcCases.indices)
    func objcSnippetFailsExactlyOnTheMarkedLines(_ k: Int) async throws {
        let (name, text) = Self.objcCases[k]
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("firebase-control-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Control.m")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let errors = try await FirebaseTypeCheck.objcErrors([file.path])
        #expect(Set(errors.map(\.line)) == Self.marked(text), "\(name): \(errors)")
    }

    /// Lines (1-based) marked `// ERROR`.
    static func marked(_ text: String) -> Set<Int> {
        Set(text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.element.hasSuffix("// ERROR") }.map { $0.offset + 1 })
    }
}
