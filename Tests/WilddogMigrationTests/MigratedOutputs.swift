import Foundation
@testable import WilddogMigration

/// Every migrated output the project has: the Swift corpus with the compile-test call sites and
/// the sample app, the Objective-C corpus, and the logging program.
enum MigratedOutputs {
    static let all: [(name: String, outcomes: [FileOutcome])] = {
        let app = Harness.packageRoot.appendingPathComponent("Examples/LegacyApp")
        var swift = MigrationLoopTests.invariantInputs
        for rel in Harness.files(below: app) where rel.hasSuffix(".swift") && !swift.contains(where: { $0.name == rel }) {
            swift.append((rel, app.appendingPathComponent(rel)))
        }
        let project = Harness.migrator.migrate(swift.map { SourceInput(path: $0.name, bytes: Array(Harness.read($0.url).utf8)) })
        return [("Swift corpus, call sites and sample app", project), ("ObjC corpus", ObjCLoopTests.outcomes),
                ("logging program", LoggingProgramLoopTests.outcomes)]
    }()
}
