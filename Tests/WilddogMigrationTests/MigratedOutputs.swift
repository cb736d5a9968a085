import Foundation
@testable import WilddogMigration

/// Every migrated output the project has: the Swift corpus with the compile-test call sites and
/// the sample app, the sample app's Objective-C, the Objective-C corpus (with its ActivityLog),
/// the new programs (logging, todo, chat, shop, notes, presence, score board, tracker) and the seed examples.
enum MigratedOutputs {
    static let all: [(name: String, outcomes: [FileOutcome])] = {
        let app = Harness.packageRoot.appendingPathComponent("Examples/LegacyApp")
        var swift = MigrationLoopTests.invariantInputs
        for rel in Harness.files(below: app) where rel.hasSuffix(".swift") && !swift.contains(where: { $0.name == rel }) {
            swift.append((rel, app.appendingPathComponent(rel)))
        }
        let project = Harness.migrator.migrate(swift.map { SourceInput(path: $0.name, bytes: Array(Harness.read($0.url).utf8)) })
        let objcApp = Harness.migrator.migrate(Harness.files(below: app).filter { !$0.hasSuffix(".swift") }.map {
            SourceInput(path: $0, bytes: Array(Harness.read(app.appendingPathComponent($0)).utf8))
        })
        // Each seed example is a separate snippet: migrated on its own.
        let seeds = Harness.fixtures.appendingPathComponent("Seeds")
        let seedOutcomes = Harness.files(below: seeds).flatMap { rel in
            Harness.migrator.migrate([SourceInput(path: rel, bytes: Array(Harness.read(seeds.appendingPathComponent(rel)).utf8))])
        }
        return [("Swift corpus, call sites and sample app", project), ("sample app Objective-C", objcApp),
                ("ObjC corpus", ObjCLoopTests.outcomes), ("logging program", NewProgramLoopTests.outcomes["Logging"] ?? []), ("todo program", NewProgramLoopTests.outcomes["Todo"] ?? []),
                // The chat program has no finding: with the shop program, so every set has positions to check.
                ("chat and shop programs", (NewProgramLoopTests.outcomes["Chat"] ?? []) + (NewProgramLoopTests.outcomes["Shop"] ?? [])),
                ("notes program", NewProgramLoopTests.outcomes["Notes"] ?? []),
                // The score board program has no finding either.
                ("presence and score board programs", (NewProgramLoopTests.outcomes["Presence"] ?? []) + (NewProgramLoopTests.outcomes["ScoreBoard"] ?? [])),
                ("tracker program", NewProgramLoopTests.outcomes["Tracker"] ?? []),
                ("seed examples", seedOutcomes)]
    }()
}
