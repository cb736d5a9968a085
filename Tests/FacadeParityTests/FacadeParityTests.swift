import WilddogTesting
import Foundation
import Testing

/// Runs every scenario through the 1.x and the 2.x facade and compares their traces: the 2.x
/// trace must equal the 1.x trace translated by the documented differences the scenario
/// declares, and nothing else.
@Suite struct FacadeParityTests {
    @Test(arguments: Scenario.all)
    func tracesAgree(_ scenario: Scenario) async {
        guard let knownIssue = scenario.knownIssue else { return await Self.check(scenario) }
        await withKnownIssue(Comment(rawValue: knownIssue), isIntermittent: true) { await Self.check(scenario) }
    }

    static func check(_ scenario: Scenario) async {
        let runner = ScenarioRunner(scenario: scenario)
        let legacy = await runner.run(LegacyDriver.self)
        let new = await runner.run(NewDriver.self)
        #expect(legacy.problems.isEmpty, "1.x run: \(legacy.problems)")
        #expect(new.problems.isEmpty, "2.x run: \(new.problems)")

        let titles = scenario.steps.map(\.title)
        let (translated, applied) = TraceTranslator(scenario: scenario).translate(legacy.trace)
        let expected = translated.lines(titles: titles)
        let actual = new.trace.lines(titles: titles)
        if ProcessInfo.processInfo.environment["PARITY_PRINT_TRACES"] != nil {
            print("=== \(scenario.name)\n\(actual.joined(separator: "\n"))")
        }
        if expected != actual {
            Issue.record("""
                The 2.x trace differs from the 1.x trace beyond the documented differences \
                \(scenario.differences.map(\.rawValue).sorted()):
                \(TraceDiff(expected: expected, actual: actual))
                1.x trace as recorded:
                \(legacy.trace.lines(titles: titles).joined(separator: "\n"))
                """)
        }
        // The same two runs as WilddogTesting sees them: equal in engine terms, apart from the
        // declared differences that show there at all.
        let scaffolding = ["/__barrier"]
        let behaviour = BehaviourReport(legacy: legacy.behaviour.excluding(pathsWithPrefix: scaffolding),
                                        migrated: new.behaviour.excluding(pathsWithPrefix: scaffolding))
        #expect(behaviour.isEquivalent, "WilddogTesting finds an undocumented difference:\n\(behaviour)")
        #expect(Set(behaviour.acceptedDifferences).isSubset(of: scenario.differences),
                "WilddogTesting accepted differences the scenario does not declare: \(behaviour.acceptedDifferences)")
        #expect(applied == scenario.differences,
                "declared differences that did not apply: \(scenario.differences.subtracting(applied).map(\.rawValue))")
        for text in scenario.mustShow {
            #expect(actual.contains { $0.contains(text) }, "the trace never shows \"\(text)\":\n\(actual.joined(separator: "\n"))")
        }
    }
}
