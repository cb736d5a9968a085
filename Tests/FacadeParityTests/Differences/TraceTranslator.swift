import WilddogTesting
/// Turns the trace of a 1.x run into the trace the 2.x run must produce, applying only the
/// documented differences the scenario declares, and reports which of them applied.
///
/// Everything not rewritten here must be identical: an undocumented difference fails the test.
struct TraceTranslator {
    let scenario: Scenario

    /// The expected 2.x trace and the differences that changed something.
    func translate(_ legacy: Trace) -> (trace: Trace, applied: Set<DocumentedDifference>) {
        var walk = TranslationWalk(scenario: scenario)
        var byStep: [Int: [TraceEntry]] = [:]
        for entry in legacy.ordered { byStep[entry.step, default: []].append(entry) }
        var output: [TraceEntry] = []
        for step in byStep.keys.sorted() { output += walk.translate(step: step, byStep[step] ?? []) }
        return (Trace(entries: output, aliases: legacy.aliases), walk.applied)
    }
}
