import Foundation
import Testing
@testable import WilddogMigration

/// The Firebase round's conversions beyond renames, one example each: 2.x code (under a 2.x import)
/// → Firebase, and a second run changes nothing.
struct FirebaseRuleTests {
    static func convert(_ c: RuleCase, urls: [String: String] = [:]) -> (once: String, twice: String) {
        let header = c.language == .swift ? "import WilddogSync\nimport WilddogAuth\n" : "#import <WilddogSync/WilddogSync.h>\n#import <WilddogAuth/WilddogAuth.h>\n"
        let once = Harness.rewriteToFirebase(header + c.before, language: c.language, databaseURLs: urls)
        let twice = Harness.rewriteToFirebase(once, language: c.language, databaseURLs: urls)
        let body = once.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("#import ") && !$0.hasPrefix("@import ") }.joined(separator: "\n")
        return (body, twice == once ? body : twice)
    }

    static let cases: [RuleCase] = [
        RuleCase("a type the app declares too is qualified", .swift,
                 "struct User {}\nfunc f(_ u: WDGUser, _ db: WDGSync) -> User? { nil }\n",
                 "struct User {}\nfunc f(_ u: FirebaseAuth.User, _ db: Database) -> User? { nil }\n"),
        RuleCase("guard with more clauses binds the auth first", .swift,
                 "func f() {\n    guard let auth = WDGAuth.auth(), let user = auth.currentUser else { return }\n    print(user.uid)\n}\n",
                 "func f() {\n    let auth = Auth.auth()\n    guard let user = auth.currentUser else { return }\n    print(user.uid)\n}\n"),
        RuleCase("an untyped auth variable keeps its optional type", .swift,
                 "let auth = WDGAuth.auth()\nfunc f() { auth?.signOut() }\n",
                 "let auth: Auth? = Auth.auth()\nfunc f() { auth?.signOut() }\n"),
        RuleCase("an auth of an app is no longer optional", .swift,
                 "func f(app: WDGApp) { print(WDGAuth(app: app)?.currentUser?.uid ?? \"\") }\n",
                 "func f(app: FirebaseApp) { print(Auth.auth(app: app).currentUser?.uid ?? \"\") }\n"),
        RuleCase("a listener handle unwrapped for 2.x is not unwrapped", .swift,
                 "var hs: [WDGAuthStateDidChangeListenerHandle] = []\nfunc f() { hs.append((WDGAuth.auth()?.addStateDidChangeListener { _, _ in })!) }\n",
                 "var hs: [NSObjectProtocol] = []\nfunc f() { hs.append((Auth.auth().addStateDidChangeListener { _, _ in })) }\n"),
        RuleCase("a shorthand argument stands for the result's user", .swift,
                 "func f() { WDGAuth.auth()?.signInAnonymously { print($0?.uid ?? \"\", $1 == nil) } }\n",
                 "func f() { Auth.auth().signInAnonymously { print(($0?.user)?.uid ?? \"\", $1 == nil) } }\n"),
        RuleCase("an unused user parameter gets no local", .swift,
                 "func f(c: WDGAuthCredential) { WDGAuth.auth()?.signIn(with: c) { user, error in print(error == nil) } }\n",
                 "func f(c: AuthCredential) { Auth.auth().signIn(with: c) { authResult, error in print(error == nil) } }\n"),
        RuleCase("a completion property passed on gets an adapter", .swift,
                 "final class S {\n    var done: WDGAuthResultCallback?\n    func f() { WDGAuth.auth()?.signInAnonymously(completion: self.done) }\n}\n",
                 "final class S {\n    var done: ((User?, Error?) -> Void)?\n    func f() { Auth.auth().signInAnonymously(completion: { [handler = self.done] authResult, error in (handler as ((User?, Error?) -> Void)?)?(authResult?.user, error) }) }\n}\n"),
        RuleCase("reauthenticate gets the two-argument block", .swift,
                 "func f(u: WDGUser, c: WDGAuthCredential) { u.reauthenticate(with: c) { error in print(error as Any) } }\n",
                 "func f(u: User, c: AuthCredential) { u.reauthenticate(with: c) { authResult, error in print(error as Any) } }\n"),
        RuleCase("a handle parameter and return are retyped", .swift,
                 "func watch(_ ref: WDGSyncReference) -> Int64 { return ref.observe(.value, with: { _ in }) }\nfunc stop(_ ref: WDGSyncReference, _ h: Int64) { ref.removeObserver(withHandle: h) }\n",
                 "func watch(_ ref: DatabaseReference) -> DatabaseHandle { return ref.observe(.value, with: { _ in }) }\nfunc stop(_ ref: DatabaseReference, _ h: DatabaseHandle) { ref.removeObserver(withHandle: h) }\n"),
        RuleCase("a completion after setValue keeps its label", .swift,
                 "func f(ref: WDGSyncReference) { ref.setValue(1) { error, ref in print(ref.key) } }\n",
                 "func f(ref: DatabaseReference) { ref.setValue(1, withCompletionBlock: { error, ref in print((ref.key ?? \"\")) }) }\n"),
        RuleCase("a key inside an extension of the reference", .swift,
                 "extension WDGSyncReference { var isRoot: Bool { return key.isEmpty } }\n",
                 "extension DatabaseReference { var isRoot: Bool { return (self.key ?? \"\").isEmpty } }\n"),
        RuleCase("error codes by raw value", .swift,
                 "func f(e: Error) -> Bool { let c = (e as NSError).code\n    return c == WDGAuthErrorCode.invalidEmail.rawValue || c == WDGSyncErrorCode.serviceUnavailable.rawValue }\n",
                 "func f(e: Error) -> Bool { let c = (e as NSError).code\n    return c == AuthErrorCode.invalidEmail.rawValue || c == 2 }\n"),
        RuleCase("a sync error code without a Firebase code is left whole, reported", .swift,
                 "func f(e: NSError) -> Bool { e.code == WDGSyncErrorCode.transactionOverridden.rawValue || WDGSyncErrorCode(rawValue: e.code) == .permissionDenied }\n",
                 "func f(e: NSError) -> Bool { e.code == WDGSyncErrorCode.transactionOverridden.rawValue || WDGSyncErrorCode(rawValue: e.code) == .permissionDenied }\n"),
        RuleCase("getTokenWithCompletion, the real 2.x Swift name", .swift,
                 "func f(u: WDGUser) { u.getTokenWithCompletion { token, error in print(token ?? \"\") } }\n",
                 "func f(u: User) { u.getIDToken { token, error in print(token ?? \"\") } }\n"),
        RuleCase("the callback typedefs of FirebaseAuth become block types", .objectiveC,
                 "typedef WDGAuthResultCallback Done;\n@interface S : NSObject\n@property (nonatomic, copy, nullable) WDGAuthResultCallback onLogin;\n- (void)load:(WDGAuthTokenCallback)done;\n@end\nvoid f(WDGAuthStateDidChangeListenerHandle h) { WDGUserProfileChangeCallback _Nullable cb = nil; }\n",
                 "typedef void (^Done)(FIRUser *_Nullable user, NSError *_Nullable error);\n@interface S : NSObject\n@property (nonatomic, copy, nullable) void (^onLogin)(FIRUser *_Nullable user, NSError *_Nullable error);\n- (void)load:(void (^)(NSString *_Nullable token, NSError *_Nullable error))done;\n@end\nvoid f(id<NSObject> h) { void (^_Nullable cb)(NSError *_Nullable error) = nil; }\n"),
        RuleCase("a sign-in block gets the result and the user back", .objectiveC,
                 "void f(void) {\n    [[WDGAuth auth] signInAnonymouslyWithCompletion:^(WDGUser * _Nullable user, NSError * _Nullable error) {\n        NSLog(@\"%@\", user.uid);\n    }];\n}\n",
                 "void f(void) {\n    [[FIRAuth auth] signInAnonymouslyWithCompletion:^(FIRAuthDataResult *authResult, NSError * _Nullable error) {\n        FIRUser *user = authResult.user;\n        NSLog(@\"%@\", user.uid);\n    }];\n}\n"),
        RuleCase("a handle stored in an int64_t", .objectiveC,
                 "void f(WDGSyncReference *ref) {\n    int64_t h = [ref observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *s) {}];\n    [ref removeObserverWithHandle:h];\n}\n",
                 "void f(FIRDatabaseReference *ref) {\n    FIRDatabaseHandle h = [ref observeEventType:FIRDataEventTypeValue withBlock:^(FIRDataSnapshot *s) {}];\n    [ref removeObserverWithHandle:h];\n}\n"),
        RuleCase("error constants", .objectiveC,
                 "BOOL f(NSError *e) { return e.code == WDGAuthErrorCodeEmailTaken || e.code == WDGSyncErrorPermissionDenied; }\n",
                 "BOOL f(NSError *e) { return e.code == FIRAuthErrorCodeEmailAlreadyInUse || e.code == 1; }\n"),
    ]

    @Test(arguments: cases)
    func convertsAndIsIdempotent(_ c: RuleCase) {
        let (once, twice) = Self.convert(c)
        #expect(once == c.after)
        #expect(twice == once, "a second run changes it")
    }

    /// The SDK's import brought Foundation: a file left with no module of the target keeps Foundation.
    @Test func fileThatImportedTheSDKForErrorCodesOnlyKeepsFoundation() {
        let before = "import WilddogSync\n\nfunc f(e: NSError) -> Bool { e.code == WDGSyncErrorCode.permissionDenied.rawValue }\n"
        let once = Harness.rewriteToFirebase(before, language: .swift)
        #expect(once == "import Foundation\n\nfunc f(e: NSError) -> Bool { e.code == 1 }\n")
        #expect(Harness.rewriteToFirebase(once, language: .swift) == once)
        let withUIKit = "import UIKit\n" + before
        #expect(Harness.rewriteToFirebase(withUIKit, language: .swift) == "import UIKit\n\nfunc f(e: NSError) -> Bool { e.code == 1 }\n")
    }

    @Test func configurationAndDatabaseURLs() {
        let text = """
        import WilddogCore
        import WilddogSync
        #define kSecond @"https://second.wilddogio.com/x"
        @implementation AppDelegate
        - (BOOL)application:(id)a didFinishLaunchingWithOptions:(NSDictionary *)o {
            WDGOptions *options = [[WDGOptions alloc] initWithSyncURL:@"https://first.wilddogio.com"];
            [WDGApp configureWithOptions:options];
            [WDGApp configureWithName:@"second" options:[[WDGOptions alloc] initWithSyncURL:@"https://second.wilddogio.com"]];
            [[[WDGSync sync] reference] setValue:@1];
            [[[WDGSync syncForApp:[WDGApp appNamed:@"second"]] referenceWithPath:@"y"] setValue:@2];
            return YES;
        }
        @end

        """.replacingOccurrences(of: "import Wilddog", with: "#import <Wilddog").replacingOccurrences(of: "Core\n", with: "Core/WilddogCore.h>\n")
            .replacingOccurrences(of: "Sync\n", with: "Sync/WilddogSync.h>\n")
        let urls = ["first": "https://first-db.firebaseio.com", "second": "https://second-db.europe-west1.firebasedatabase.app"]
        let outcome = Harness.migrateToFirebase([SourceInput(path: "AppDelegate.m", text: text)], databaseURLs: urls)[0]
        let out = outcome.outputText
        #expect(out.contains("    [FIRApp configure];\n"))
        #expect(!out.contains("WDGOptions") && !out.contains("FIROptions") && !out.contains("configureWithName"))
        #expect(out.contains("[[[FIRDatabase databaseWithURL:@\"https://first-db.firebaseio.com\"] reference] setValue:@1];"))
        #expect(out.contains("[[[FIRDatabase databaseWithURL:@\"https://second-db.europe-west1.firebasedatabase.app\"] referenceWithPath:@\"y\"] setValue:@2];"))
        #expect(out.contains("#define kSecond @\"https://second-db.europe-west1.firebasedatabase.app/x\""))
        #expect(outcome.findings.filter { $0.message.contains("GoogleService-Info.plist") }.count == 1)
        #expect(outcome.findings.allSatisfy { $0.severity != .warning || $0.message.contains("GoogleService-Info.plist") })
    }

    @Test func withoutURLsASecondAppGetsAPlaceholderAndEveryWilddogURLIsReported() {
        let text = """
        import WilddogSync
        func f() {
            let a = WDGSync.sync(app: WDGApp(named: "other")!).reference()
            let b = WDGSync.sync().reference(fromURL: "https://main.wilddogio.com/p")
            print(a, b, "see https://main.wilddogio.com")
        }

        """
        let outcome = Harness.migrateToFirebase([SourceInput(path: "F.swift", text: text)])[0]
        #expect(outcome.outputText.contains("Database.database(url: \"https://<database of other>.firebaseio.com\").reference()"))
        #expect(outcome.findings.filter { $0.ruleID == "wilddog-url" }.count == 2)
        #expect(outcome.findings.contains { $0.ruleID == "configuration" && $0.line == 3 && $0.severity == .warning })
    }
}
