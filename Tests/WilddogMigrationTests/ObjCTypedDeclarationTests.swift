import Testing
@testable import WilddogMigration

/// Objective-C declarations whose type changes in 2.x: legacy auth-result block types wherever they
/// are declared, the values read from a retyped block parameter, and symbolic error constants.
struct ObjCTypedDeclarationTests {
    static let cases: [RuleCase] = [
        RuleCase("error constants with a 2.x counterpart", .objectiveC,
                 "if (error.code == WAuthenticationErrorInvalidPassword) {}\nswitch (error.code) { case WAuthenticationErrorEmailTaken: break; }\n",
                 "if (error.code == WDGAuthErrorCodeInvalidPassword) {}\nswitch (error.code) { case WDGAuthErrorCodeEmailAlreadyInUse: break; }\n"),
        RuleCase("error constant without a 2.x counterpart is left", .objectiveC,
                 "if (error.code == WAuthenticationErrorNetworkError) {}\n",
                 "if (error.code == WAuthenticationErrorNetworkError) {}\n"),
        RuleCase("typedef of the auth result block", .objectiveC,
                 "typedef void (^LoginBlock)(NSError *error, WAuthData *authData);\n",
                 "typedef void (^LoginBlock)(WDGUser *authData, NSError *error);\n"),
        RuleCase("method returning an auth result block, and the block it returns", .objectiveC,
                 "- (void (^)(NSError *, WAuthData *))completion {\n    return ^(NSError *error, WAuthData *authData) { NSLog(@\"%@\", authData.uid); };\n}\n",
                 "- (void (^)(WDGUser *, NSError *))completion {\n    return ^(WDGUser *authData, NSError *error) { NSLog(@\"%@\", authData.uid); };\n}\n"),
        RuleCase("block parameter of a method and a property", .objectiveC,
                 "- (void)loginWith:(void (^_Nullable)(NSError *_Nullable error, WAuthData *_Nullable data))done;\n@property (nonatomic, copy) void (^onLogin)(NSError *error, WAuthData *authData);\n",
                 "- (void)loginWith:(void (^_Nullable)(WDGUser *_Nullable data, NSError *_Nullable error))done;\n@property (nonatomic, copy) void (^onLogin)(WDGUser *authData, NSError *error);\n"),
        RuleCase("calls of a block typed with a reordered typedef swap their arguments", .objectiveC,
                 "typedef void (^LoginBlock)(NSError *error, WAuthData *authData);\n@property (nonatomic, copy) LoginBlock onLogin;\nLoginBlock done = ^(NSError *error, WAuthData *authData) {};\ndone(error, authData);\nself.onLogin(nil, data);\n",
                 "typedef void (^LoginBlock)(WDGUser *authData, NSError *error);\n@property (nonatomic, copy) LoginBlock onLogin;\nLoginBlock done = ^(WDGUser *authData, NSError *error) {};\ndone(authData, error);\nself.onLogin(data, nil);\n"),
        RuleCase("a reordered block variable passed to a converted call", .objectiveC,
                 "typedef void (^LoginBlock)(NSError *error, WAuthData *authData);\nLoginBlock done = ^(NSError *error, WAuthData *authData) {};\n[ref authAnonymouslyWithCompletionBlock:done];\n",
                 "typedef void (^LoginBlock)(WDGUser *authData, NSError *error);\nLoginBlock done = ^(WDGUser *authData, NSError *error) {};\n[[WDGAuth auth] signInAnonymouslyWithCompletion:done];\n"),
        RuleCase("other blocks are left alone", .objectiveC,
                 "typedef void (^Done)(NSError *error, NSString *name);\nvoid (^b)(WAuthData *authData, NSError *error) = nil;\n",
                 "typedef void (^Done)(NSError *error, NSString *name);\nvoid (^b)(WDGUser *authData, NSError *error) = nil;\n"),
        RuleCase("createUser result read by key", .objectiveC,
                 "[ref createUser:e password:p withValueCompletionBlock:^(NSError *error, NSDictionary *result) {\n    NSString *a = result[@\"uid\"];\n    NSString *b = [result objectForKey:@\"uid\"];\n}];\n",
                 "[[WDGAuth auth] createUserWithEmail:e password:p completion:^(WDGUser *result, NSError *error) {\n    NSString *a = result.uid;\n    NSString *b = result.uid;\n}];\n"),
        RuleCase("a kept WilddogApp becomes the WDGSync of the reference", .objectiveC,
                 "Wilddog *ref = r;\nWilddogApp *app = ref.app;\n[app goOffline];\n",
                 "WDGSyncReference *ref = r;\nWDGSync *app = ref.sync;\n[app goOffline];\n"),
        RuleCase("app of something not known to be a reference is left", .objectiveC,
                 "id delegate = self.app;\n",
                 "id delegate = self.app;\n"),
        RuleCase("parent keeps the 1.x root rule", .objectiveC,
                 "Wilddog *ref = r;\nWilddog *up = ref.parent;\nNSString *k = self.ref.parent.key;\n",
                 "WDGSyncReference *ref = r;\nWDGSyncReference *up = (ref.parent ?: ref.root);\nNSString *k = (self.ref.parent ?: self.ref.root).key;\n"),
        RuleCase("parent of an expression with side effects is left", .objectiveC,
                 "Wilddog *ref = r;\nWilddog *up = [ref childByAutoId].parent;\n",
                 "WDGSyncReference *ref = r;\nWDGSyncReference *up = [ref childByAutoId].parent;\n"),
    ]

    @Test(arguments: cases)
    func rewritesDeclarations(_ c: RuleCase) { #expect(c.run() == c.after) }

    @Test(arguments: cases)
    func rewriteIsIdempotent(_ c: RuleCase) {
        let result = c.rewriteTwice()
        #expect(result.twice == result.once)
    }

    @Test func everyLeftErrorConstantIsReportedOnItsLine() {
        let out = Harness.migrate([("A.m", "#import <Wilddog/Wilddog.h>\nvoid f(NSError *error) {\n    if (error.code == WAuthenticationErrorNetworkError) {}\n}\n")])[0]
        #expect(out.findings.contains { $0.line == 3 && $0.ruleID == "error-code" && $0.severity == .warning })
    }

    @Test func otherKeysOfTheCreateUserResultAreReportedOnTheirLine() {
        let text = "#import <Wilddog/Wilddog.h>\nvoid f(Wilddog *ref) {\n    [ref createUser:@\"e\" password:@\"p\" withValueCompletionBlock:^(NSError *error, NSDictionary *result) {\n        NSLog(@\"%@\", result[@\"provider\"]);\n    }];\n}\n"
        let out = Harness.migrate([("A.m", text)])[0]
        #expect(out.outputText.contains("result[@\"provider\"]"))
        #expect(out.findings.contains { $0.line == 4 && $0.severity == .warning && $0.message.contains("\"provider\"") })
    }

    @Test func typedefsDeclaredInAHeaderApplyToTheImplementation() {
        let header = "#import <Wilddog/Wilddog.h>\ntypedef void (^LoginBlock)(NSError *error, WAuthData *authData);\n@interface A : NSObject\n@property (nonatomic, copy) LoginBlock onLogin;\n@property (nonatomic, copy) void (^onFail)(NSError *error, WAuthData *authData);\n- (LoginBlock)completion;\n@end\n"
        let impl = "#import \"A.h\"\n@implementation A\n- (void)f:(Wilddog *)ref {\n    self.onLogin(nil, nil);\n    self.onFail(error, data);\n    _onFail(error, data);\n    [ref authAnonymouslyWithCompletionBlock:[self completion]];\n}\n- (void)g:(void (^)(NSError *, NSString *))onFail {\n    onFail(error, name);\n}\n@end\n"
        let out = Harness.migrate([("A.h", header), ("A.m", impl)])
        let m = out.first { $0.path == "A.m" }!
        #expect(m.outputText.contains("self.onFail(data, error);\n    _onFail(data, error);"))
        // A bare call of another block that happens to share the property's name is left alone.
        #expect(m.outputText.contains("onFail(error, name);"))
        #expect(m.outputText.contains("[[WDGAuth auth] signInAnonymouslyWithCompletion:[self completion]]"))
        #expect(!m.findings.contains { $0.message.contains("not a literal block") })
    }
}
