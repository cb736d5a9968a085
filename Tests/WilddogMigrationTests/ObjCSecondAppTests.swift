import Testing
@testable import WilddogMigration

/// A second app's URL constant in Objective-C (issue 29): converted with the named app configured
/// at launch — an Objective-C command-line program's `main()` counts as the launch — and, when the
/// tool cannot configure it, reported with the reason.
struct ObjCSecondAppTests {
    static let store = """
        #import <Wilddog/Wilddog.h>
        #import "InventoryStore.h"

        static NSString * const WDInventoryBaseURL = @"https://stock-room.wilddogio.com";

        @implementation InventoryStore
        - (instancetype)init {
            if ((self = [super init])) {
                _root = [[Wilddog alloc] initWithUrl:WDInventoryBaseURL];
            }
            return self;
        }
        @end

        """
    static let orders = "#import <Wilddog/Wilddog.h>\nvoid record(void) {\n    Wilddog *a = [[Wilddog alloc] initWithUrl:@\"https://main-app.wilddogio.com/orders\"];\n    Wilddog *b = [[Wilddog alloc] initWithUrl:@\"https://main-app.wilddogio.com/users\"];\n}\n"
    static let main = """
        #import <Foundation/Foundation.h>
        #import <Wilddog/Wilddog.h>

        int main(int argc, const char * argv[]) {
            @autoreleasepool {
                [[NSRunLoop mainRunLoop] run];
            }
            return 0;
        }

        """

    @Test func secondAppConstantIsConvertedWithTheAppConfiguredInMain() throws {
        let out = Harness.migrate([("InventoryStore.m", Self.store), ("Orders.m", Self.orders), ("main.m", Self.main)])
        #expect(out.flatMap(\.findings).isEmpty, "\(out.flatMap(\.findings).map(\.formatted))")
        let store = try #require(out.first { $0.path == "InventoryStore.m" }).outputText
        #expect(store.contains("_root = [[WDGSync syncForApp:[WDGApp appNamed:@\"stock_room\"]] referenceWithPath:@\"\"];"))
        let main = try #require(out.first { $0.path == "main.m" }).outputText
        #expect(main.contains("""
                @autoreleasepool {
                    [WDGApp configureWithOptions:[[WDGOptions alloc] initWithSyncURL:@"https://main-app.wilddogio.com"]];
                    [WDGApp configureWithName:@"stock_room" options:[[WDGOptions alloc] initWithSyncURL:@"https://stock-room.wilddogio.com"]];
                    [[NSRunLoop mainRunLoop] run];
            """))
    }

    /// An app's `main()` hands over to the app delegate, whose launch method is the place.
    @Test func mainOfAnAppIsNoEntryPoint() throws {
        let appMain = "#import <UIKit/UIKit.h>\nint main(int argc, char * argv[]) {\n    @autoreleasepool {\n        return UIApplicationMain(argc, argv, nil, @\"AppDelegate\");\n    }\n}\n"
        let out = Harness.migrate([("InventoryStore.m", Self.store), ("Orders.m", Self.orders), ("main.m", appMain)])
        #expect(try #require(out.first { $0.path == "main.m" }).edits.isEmpty)
        #expect(out.flatMap(\.findings).contains { $0.message.contains("no entry point was found") })
    }

    /// Without an entry point, or with the apps configured by the code already, the finding says
    /// why the named form is not applied.
    @Test(arguments: [
        ([("InventoryStore.m", store), ("Orders.m", orders)], "no entry point was found"),
        ([("InventoryStore.m", store), ("Orders.m", orders),
          ("AppDelegate.m", "#import <WilddogCore/WilddogCore.h>\n@implementation AppDelegate\n- (BOOL)application:(id)application didFinishLaunchingWithOptions:(NSDictionary *)options {\n    [WDGApp configureWithOptions:[[WDGOptions alloc] initWithSyncURL:@\"https://main-app.wilddogio.com\"]];\n    return YES;\n}\n@end\n")],
         "the code configures its apps already"),
    ] as [([(String, String)], String)])
    func secondAppNotConfiguredByTheToolSaysWhy(_ files: [(String, String)], _ reason: String) throws {
        let out = Harness.migrate(files)
        let store = try #require(out.first { $0.path == "InventoryStore.m" })
        #expect(store.outputText.contains("_root = [[Wilddog alloc] initWithUrl:WDInventoryBaseURL];"), "left as written")
        let f = try #require(store.findings.first { $0.severity == .warning && $0.ruleID == "constructor" })
        #expect(f.message.contains("second app (https://stock-room.wilddogio.com), which the tool cannot configure at launch (\(reason))"))
        #expect(f.suggestion == "[[WDGSync syncForApp:[WDGApp appNamed:@\"stock_room\"]] referenceWithPath:@\"\"]")
    }
}
