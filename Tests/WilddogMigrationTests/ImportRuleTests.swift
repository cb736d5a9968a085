import Testing
@testable import WilddogMigration

/// Import lines of both languages.
struct ImportRuleTests {
    @Test(arguments: [
        ("a.m", "@import Wilddog;\n[ref unauth];\n", "@import WilddogAuth;\n[[WDGAuth auth] signOut:nil];\n"),
        ("a.m", "#import \"Wilddog.h\"\n#import <Wilddog/WQuery.h>\nWQuery *q;\n", "#import <WilddogSync/WilddogSync.h>\nWDGSyncQuery *q;\n"),
        ("a.swift", "import UIKit\nimport Wilddog\nlet s: WDataSnapshot? = nil\n", "import UIKit\nimport WilddogSync\nlet s: WDGDataSnapshot? = nil\n"),
        ("a.swift", "import Wilddog\nlet s: WDGDataSnapshot? = nil\n", "import Wilddog\nlet s: WDGDataSnapshot? = nil\n"),
        ("a.swift", "import WilddogSync\nimport Wilddog\nvar r: Wilddog!\n", "import WilddogSync\nvar r: WDGSyncReference!\n"),
    ])
    func legacyImportBecomesTheModulesUsed(_ path: String, _ before: String, _ after: String) {
        #expect(Harness.migrate([(path, before)])[0].outputText == after)
    }
}
