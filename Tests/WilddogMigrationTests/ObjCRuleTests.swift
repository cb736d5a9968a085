import Testing
@testable import WilddogMigration

/// Before/after examples of every rule on Objective-C code.
struct ObjCRuleTests {
    static let cases: [RuleCase] = [
        RuleCase("types, handles and block types", .objectiveC,
                 "Wilddog *ref; WQuery *q; WilddogHandle h; WMutableData *d; WTransactionResult *r; WConfig *c;\n",
                 "WDGSyncReference *ref; WDGSyncQuery *q; WDGSyncHandle h; WDGMutableData *d; WDGTransactionResult *r; WDGSync *c;\n"),
        RuleCase("child and event constants", .objectiveC,
                 "[[ref childByAppendingPath:@\"a\"] observeEventType:WEventTypeValue withBlock:^(WDataSnapshot *s) {}];\n",
                 "[[ref child:@\"a\"] observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *s) {}];\n"),
        RuleCase("all event constants", .objectiveC,
                 "int a[] = {WEventTypeChildAdded, WEventTypeChildRemoved, WEventTypeChildChanged, WEventTypeChildMoved};\n",
                 "int a[] = {WDGDataEventTypeChildAdded, WDGDataEventTypeChildRemoved, WDGDataEventTypeChildChanged, WDGDataEventTypeChildMoved};\n"),
        RuleCase("transaction block types", .objectiveC,
                 "[ref runTransactionBlock:^WTransactionResult *(WMutableData *d) { return [WTransactionResult successWithValue:d]; }];\n",
                 "[ref runTransactionBlock:^WDGTransactionResult *(WDGMutableData *d) { return [WDGTransactionResult successWithValue:d]; }];\n"),
        RuleCase("constructor with path", .objectiveC,
                 "Wilddog *ref = [[Wilddog alloc] initWithUrl:@\"https://app.wilddogio.com/a/b\"];\n",
                 "WDGSyncReference *ref = [[WDGSync sync] referenceWithPath:@\"a/b\"];\n"),
        RuleCase("constructor with root URL", .objectiveC,
                 "Wilddog *ref = [[Wilddog alloc] initWithUrl:@\"https://app.wilddogio.com\"];\n",
                 "WDGSyncReference *ref = [[WDGSync sync] reference];\n"),
        RuleCase("constructor with a constant", .objectiveC,
                 "Wilddog *ref = [[Wilddog alloc] initWithUrl:kURL];\n",
                 "WDGSyncReference *ref = [[WDGSync sync] referenceFromURL:kURL];\n"),
        RuleCase("server timestamp", .objectiveC,
                 "[ref onDisconnectSetValue:kWilddogServerValueTimestamp];\n[ref setValue:@{@\".sv\": @\"timestamp\"}];\n",
                 "[ref onDisconnectSetValue:[WDGServerValue timestamp]];\n[ref setValue:[WDGServerValue timestamp]];\n"),
        RuleCase("class-level calls", .objectiveC,
                 "[Wilddog goOffline];\n[Wilddog goOnline];\n[Wilddog setLoggingEnabled:YES];\nNSString *v = [Wilddog sdkVersion];\n[Wilddog defaultConfig].persistenceEnabled = YES;\n[Wilddog setDispatchQueue:q];\n",
                 "[WDGSyncReference goOffline];\n[WDGSyncReference goOnline];\n[WDGSync setLoggingEnabled:YES];\nNSString *v = [WDGSync sdkVersion];\n[WDGSync sync].persistenceEnabled = YES;\n[WDGSync sync].callbackQueue = q;\n"),
        RuleCase("cache size is left for the developer", .objectiveC,
                 "[Wilddog defaultConfig].persistenceCacheSizeBytes = 1;\n",
                 "[Wilddog defaultConfig].persistenceCacheSizeBytes = 1;\n"),
        RuleCase("format arguments are code, format strings are text", .objectiveC,
                 "- (void)log:(Wilddog *)ref {\n    NSLog(@\"WEventTypeValue %@ %ld\", [Wilddog sdkVersion], (long)WEventTypeChildAdded);\n}\n",
                 "- (void)log:(WDGSyncReference *)ref {\n    NSLog(@\"WEventTypeValue %@ %ld\", [WDGSync sdkVersion], (long)WDGDataEventTypeChildAdded);\n}\n"),
        RuleCase("app to sync", .objectiveC, "[ref.app goOffline];\n", "[ref.sync goOffline];\n"),
        RuleCase("an app's own app property is retyped, not renamed", .objectiveC,
                 "@interface Game : NSObject\n@property WilddogApp *app;\n@end\n@implementation Game\n- (void)pause { [self.app goOffline]; }\n@end\n",
                 "@interface Game : NSObject\n@property WDGSync *app;\n@end\n@implementation Game\n- (void)pause { [self.app goOffline]; }\n@end\n"),
        RuleCase("self.app in a category of Wilddog is the reference's", .objectiveC,
                 "@implementation Wilddog (Pause)\n- (void)pause { [self.app goOffline]; }\n@end\n",
                 "@implementation WDGSyncReference (Pause)\n- (void)pause { [self.sync goOffline]; }\n@end\n"),
        RuleCase("a reference property read through its ivar", .objectiveC,
                 "@property (nonatomic, strong) Wilddog *gameRef;\n- (void)f { WilddogApp *a = _gameRef.app; }\n",
                 "@property (nonatomic, strong) WDGSyncReference *gameRef;\n- (void)f { WDGSync *a = _gameRef.sync; }\n"),
        RuleCase("sign-in block reorder", .objectiveC,
                 "[ref authUser:e password:p withCompletionBlock:^(NSError *error, WAuthData *authData) { }];\n",
                 "[[WDGAuth auth] signInWithEmail:e password:p completion:^(WDGUser *authData, NSError *error) { }];\n"),
        RuleCase("anonymous and custom token", .objectiveC,
                 "[ref authAnonymouslyWithCompletionBlock:^(NSError *error, WAuthData *authData) {}];\n[ref authWithCustomToken:t withCompletionBlock:^(NSError *error, WAuthData *authData) {}];\n",
                 "[[WDGAuth auth] signInAnonymouslyWithCompletion:^(WDGUser *authData, NSError *error) {}];\n[[WDGAuth auth] signInWithCustomToken:t completion:^(WDGUser *authData, NSError *error) {}];\n"),
        RuleCase("auth observer with handle", .objectiveC,
                 "WilddogHandle h = [ref observeAuthEventWithBlock:^(WAuthData *authData) {}];\n[ref removeAuthEventObserverWithHandle:h];\n",
                 "WDGAuthStateDidChangeListenerHandle h = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *authData) {}];\n[[WDGAuth auth] removeAuthStateDidChangeListener:h];\n"),
        RuleCase("auth handle property becomes a strong object", .objectiveC,
                 "@property (nonatomic, assign) WilddogHandle authHandle;\nself.authHandle = [self.ref observeAuthEventWithBlock:^(WAuthData *authData) {}];\n",
                 "@property (nonatomic, strong) WDGAuthStateDidChangeListenerHandle authHandle;\nself.authHandle = [[WDGAuth auth] addAuthStateDidChangeListener:^(WDGAuth *auth, WDGUser *authData) {}];\n"),
        RuleCase("unauth and authData", .objectiveC,
                 "Wilddog *ref;\n[ref unauth];\nif (ref.authData) {}\nWAuthData *d = [ref authData];\n",
                 "WDGSyncReference *ref;\n[[WDGAuth auth] signOut:nil];\nif ([WDGAuth auth].currentUser) {}\nWDGUser *d = [[WDGAuth auth] currentUser];\n"),
        RuleCase("createUser variants", .objectiveC,
                 "[ref createUser:e password:p withCompletionBlock:^(NSError *error) {}];\n[ref createUser:e password:p withValueCompletionBlock:^(NSError *error, NSDictionary *result) {}];\n",
                 "[[WDGAuth auth] createUserWithEmail:e password:p completion:^(WDGUser *user, NSError *error) {}];\n[[WDGAuth auth] createUserWithEmail:e password:p completion:^(WDGUser *result, NSError *error) {}];\n"),
        RuleCase("reset password", .objectiveC,
                 "[ref resetPasswordForUser:e withCompletionBlock:^(NSError *error) {}];\n",
                 "[[WDGAuth auth] sendPasswordResetWithEmail:e completion:^(NSError *error) {}];\n"),
        RuleCase("OAuth WeiXin", .objectiveC,
                 "[ref authWithOAuthProvider:@\"weixin\" parameters:@{@\"code\": c} withCompletionBlock:^(NSError *error, WAuthData *authData) {}];\n",
                 "[[WDGAuth auth] signInWithCredential:[WDGWeiXinAuthProvider credentialWithCode:c] completion:^(WDGUser *authData, NSError *error) {}];\n"),
        RuleCase("OAuth QQ token variant", .objectiveC,
                 "[ref authWithOAuthProvider:@\"qq\" token:t withCompletionBlock:^(NSError *error, WAuthData *authData) {}];\n",
                 "[[WDGAuth auth] signInWithCredential:[WDGQQAuthProvider credentialWithAccessToken:t] completion:^(WDGUser *authData, NSError *error) {}];\n"),
        RuleCase("hybrid 2.0.0 auth", .objectiveC, "WDGAuth *auth = [WDGAuth authWithAppID:@\"app\"];\n", "WDGAuth *auth = [WDGAuth auth];\n"),
        RuleCase("completion handler variable is kept", .objectiveC,
                 "[ref authUser:e password:p withCompletionBlock:handler];\n",
                 "[[WDGAuth auth] signInWithEmail:e password:p completion:handler];\n"),
        RuleCase("ignore comment", .objectiveC,
                 "// wilddog-migrate:ignore\n[ref unauth];\n[ref unauth];\n",
                 "// wilddog-migrate:ignore\n[ref unauth];\n[[WDGAuth auth] signOut:nil];\n"),
        RuleCase("ternary inside an argument", .objectiveC,
                 "[ref childByAppendingPath:flag ? @\"a\" : @\"b\"];\n",
                 "[ref child:flag ? @\"a\" : @\"b\"];\n"),
        RuleCase("manual items and numeric error codes are left alone, error constants renamed", .objectiveC,
                 "[ref changeEmailForUser:e password:p toNewEmail:n withCompletionBlock:nil];\nif (error.code == WAuthenticationErrorInvalidEmail) {}\nif (error.code == -5) {}\n",
                 "[ref changeEmailForUser:e password:p toNewEmail:n withCompletionBlock:nil];\nif (error.code == WDGAuthErrorCodeInvalidEmail) {}\nif (error.code == -5) {}\n"),
    ]

    /// 1.x had no domain constants: apps compared the literal, which the 2.x domains no longer match.
    @Test func legacyErrorDomainLiteralsComparedWithADomainAreReported() {
        let text = "if ([error.domain isEqualToString:@\"com.wilddog.authentication\"]) {}\n"
            + "if ([@\"com.wilddog\" isEqualToString:self.lastError.domain]) {}\n"
            + "if ([name isEqualToString:@\"com.wilddog\"]) {}\n"
        let outcome = Harness.migrate([("A.m", text)])[0]
        let found = outcome.findings.filter { $0.ruleID == "manual" }
        #expect(found.map { "\($0.line):\($0.column) \($0.suggestion ?? "")" } == ["1:35 WDGAuthErrorDomain", "2:6 WDGSyncErrorDomain"])
        #expect(outcome.outputText == text)
    }

    @Test(arguments: cases)
    func rewrites(_ c: RuleCase) {
        #expect(c.run() == c.after)
    }

    @Test(arguments: cases)
    func rewriteIsIdempotent(_ c: RuleCase) {
        let result = c.rewriteTwice()
        #expect(result.twice == result.once)
    }
}
