import Testing
@testable import WilddogMigration

/// Files with CRLF line breaks, tabs and non-ASCII text keep them through a rewrite.
struct LineEndingTests {
    static let delegate = "import UIKit\r\nimport Wilddog\r\n\r\nclass AppDelegate {\r\n\tfunc application(_ a: UIApplication, didFinishLaunchingWithOptions o: [AnyHashable: Any]?) -> Bool {\r\n\t\tlet ref = Wilddog(url: \"https://crlf.wilddogio.com/数据\") // 注释\r\n\t\treturn true\r\n\t}\r\n}\r\n"

    @Test func configurationAndImportsUseTheFileLineBreaks() {
        let out = Harness.migrate([("AppDelegate.swift", Self.delegate)])[0].outputText
        #expect(out == "import UIKit\r\nimport WilddogSync\r\nimport WilddogCore\r\n\r\nclass AppDelegate {\r\n\tfunc application(_ a: UIApplication, didFinishLaunchingWithOptions o: [AnyHashable: Any]?) -> Bool {\r\n\t\tWDGApp.configure(with: WDGOptions(syncURL: \"https://crlf.wilddogio.com\"))\r\n\t\tlet ref = WDGSync.sync().reference(withPath: \"数据\") // 注释\r\n\t\treturn true\r\n\t}\r\n}\r\n")
    }

    @Test func missingLaunchMethodIsReportedWithTheLineToAdd() throws {
        let outcome = Harness.migrate([("Store.m", "#import <Wilddog/Wilddog.h>\nWilddog *r = [[Wilddog alloc] initWithUrl:@\"https://x.wilddogio.com/a\"];\n")])[0]
        let finding = try #require(outcome.findings.first { $0.ruleID == "app-configuration" })
        #expect(finding.suggestion == "[WDGApp configureWithOptions:[[WDGOptions alloc] initWithSyncURL:@\"https://x.wilddogio.com\"]];")
        #expect(finding.line == 2)
    }
}
