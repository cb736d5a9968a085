import Foundation
import Testing

/// The type-check catches the mistakes a migration can make, and only those: each snippet must fail
/// on its marked line (`// error`) and nowhere else, against the named interface.
@Suite struct ObjCTypeCheckControlTests {
    struct Snippet: CustomTestStringConvertible, Sendable {
        var name: String
        var sdk: ObjCTypeCheck.SDK
        var body: String
        /// The imports before the body; nil: the generation's umbrella headers (`#import <Wilddog/Wilddog.h>`…).
        var imports: String? = nil
        var testDescription: String { name }
    }

    static let snippets: [Snippet] = [
        Snippet(name: "selector no header declares", sdk: .new, body: """
            void f(WDGSyncReference *ref) {
                [ref authUser:@"a" password:@"b" withCompletionBlock:nil]; // error
            }
            """),
        Snippet(name: "swapped block parameters", sdk: .new, body: """
            void f(void) {
                [[WDGAuth auth] signInWithEmail:@"a" password:@"b" completion:^(NSError *error, WDGUser *user) {}]; // error
            }
            """),
        Snippet(name: "legacy order of a 1.x block", sdk: .legacy, body: """
            void f(Wilddog *ref) {
                [ref authUser:@"a" password:@"b" withCompletionBlock:^(WAuthData *authData, NSError *error) {}]; // error
            }
            """),
        Snippet(name: "query assigned to a reference variable", sdk: .new, body: """
            void f(WDGSyncReference *ref) {
                WDGSyncReference *q = [ref queryOrderedByKey]; // error
                (void)q;
            }
            """),
        Snippet(name: "auth listener handle stored as a sync handle", sdk: .new, body: """
            void f(void) {
                WDGSyncHandle h = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *user) {}]; // error
                (void)h;
            }
            """),
        Snippet(name: "unavailable init (NS_UNAVAILABLE as Apple defines it)", sdk: .new, body: """
            void f(void) {
                WDGAuth *auth = [[WDGAuth alloc] init]; // error
                (void)auth;
            }
            """),
        Snippet(name: "dictionary subscript on a WDGUser", sdk: .new, body: """
            void f(WDGUser *user) {
                NSString *uid = user[@"uid"]; // error
                (void)uid;
            }
            """),
        Snippet(name: "pre-Xcode 7 nullability spellings parse as on Apple platforms", sdk: .legacy, body: """
            typedef void (^Done)(NSError * __nullable error, WAuthData * __nullable authData);
            void f(Wilddog *ref, Done done) {
                [ref authUser:@"a" password:@"b" withCompletionBlock:done];
            }
            """),
        Snippet(name: "nil, @YES and dispatch queues behave as on Apple platforms", sdk: .new, body: """
            void f(WDGSyncReference *ref) {
                [ref setValue:@YES withCompletionBlock:nil];
                [ref runTransactionBlock:^WDGTransactionResult *(WDGMutableData *data) { return [WDGTransactionResult abort]; } andCompletionBlock:nil withLocalEvents:NO];
                [WDGSync sync].callbackQueue = dispatch_get_main_queue();
                WDGAuthStateDidChangeListenerHandle h = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *user) {}];
                [[WDGAuth auth] removeAuthStateDidChangeListener:h];
            }
            """),
        Snippet(name: "ignored 2.x handles, queries and factory results compile cleanly, as with the SDK", sdk: .new, body: """
            void f(WDGSyncReference *ref, WDGDataSnapshot *snapshot, WDGUser *user) {
                [ref observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *s) {}];
                [ref observeEventType:WDGDataEventTypeChildAdded withBlock:^(WDGDataSnapshot *s) {} withCancelBlock:^(NSError *e) {}];
                [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *u) {}];
                [ref queryOrderedByKey];
                [[ref queryOrderedByChild:@"a"] queryLimitedToFirst:3];
                [ref child:@"a"];
                [ref childByAutoId];
                [snapshot childSnapshotForPath:@"a"];
                [snapshot exists];
                [user profileChangeRequest];
                [WDGSync sync];
                [WDGApp defaultApp];
                [WDGWilddogAuthProvider credentialWithEmail:@"a" password:@"b"];
                [WDGTransactionResult abort];
                [[WDGAuth auth] signOut:nil];
            }
            """),
        Snippet(name: "ignored 1.x handles, queries and factory results compile cleanly, as with the SDK", sdk: .legacy, body: """
            void f(Wilddog *ref, WDataSnapshot *snapshot) {
                [ref observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *s) {}];
                [ref observeAuthEventWithBlock:^(WAuthData *authData) {}];
                [ref queryOrderedByKey];
                [ref childByAppendingPath:@"a"];
                [ref childByAutoId];
                [snapshot hasChildren];
                [Wilddog sdkVersion];
                [WTransactionResult abort];
            }
            """),
        Snippet(name: "an ignored warn_unused_result value is an error (the check above can fail)", sdk: .new, body: """
            __attribute__((warn_unused_result)) WDGSyncHandle wdg_observe(WDGSyncReference *ref);
            void f(WDGSyncReference *ref) {
                wdg_observe(ref); // error
            }
            """),
        Snippet(name: "@import Wilddog gives the 1.x classes, typedefs and macro", sdk: .legacy, body: """
            void f(Wilddog *ref) {
                WilddogHandle h = [ref observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *snapshot) {}];
                [ref setValue:kWilddogServerValueTimestamp andPriority:nil];
                [ref removeObserverWithHandle:h];
                [ref childByAppendingPath:@"a" withCompletionBlock:nil]; // error
            }
            """, imports: "@import Wilddog;\n"),
        Snippet(name: "@import WilddogSync and WilddogAuth give the 2.x classes", sdk: .new, body: """
            void f(WDGSyncReference *ref) {
                WDGSyncHandle h = [ref observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *snapshot) {}];
                [ref removeObserverWithHandle:h];
                [[WDGAuth auth] signOut:nil];
                [ref authUser:@"a" password:@"b" withCompletionBlock:nil]; // error
            }
            """, imports: "@import WilddogSync;\n@import WilddogAuth;\n"),
    ]

    @Test(arguments: snippets, ObjCTypeCheck.Headers.allCases)
    func typeCheckFailsExactlyOnTheMarkedLines(_ snippet: Snippet, _ headers: ObjCTypeCheck.Headers) async throws {
        let checker = try ObjCTypeCheck.locate().get()
        let header = snippet.imports ?? (snippet.sdk == .legacy ? "#import <Wilddog/Wilddog.h>\n"
            : "#import <WilddogSync/WilddogSync.h>\n#import <WilddogAuth/WilddogAuth.h>\n")
        let text = header + snippet.body + "\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wilddog-objc-control-\(UUID().uuidString).m")
        try text.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let marked = Set(lines.indices.filter { lines[$0].hasSuffix("// error") }.map { $0 + 1 })
        let errors = await checker.errors(in: [url.path], headers: try await ObjCTypeCheck.headers(headers, snippet.sdk))
        #expect(Set(errors.map(\.line)) == marked, "\(errors)")
    }
}
