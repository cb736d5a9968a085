import WilddogTesting
/// What one facade run produced: its trace, and anything that went wrong on the way
/// (timeouts, backend setup errors), which fails the test whatever the traces say.
struct RunResult: Sendable {
    let trace: Trace
    /// The same run as WilddogTesting records it, in engine terms.
    let behaviour: BehaviourTrace
    let problems: [String]
}
