import WilddogTesting
import Foundation
import WilddogServer

/// Runs a scenario through one facade against a fresh backend and records its trace.
///
/// After every step it waits until the step has settled, so that each trace entry is
/// attributed to the step that caused it: the app's own callbacks (a local read of
/// `.info/connected` queues behind them), its completions, a round trip through the backend
/// for each connected client (the backend answers after everything it pushed before), and the
/// auth callback queue. Every wait resumes on a callback or polls a condition, with a timeout.
struct ScenarioRunner: Sendable {
    let scenario: Scenario

    /// The backend time of scenarios that freeze the clock (2001-09-09): far from the local
    /// clock, so client estimates of server timestamps are told apart from server values.
    static let frozenServerTime: Double = 1_000_000_000_000

    func run<Driver: FacadeDriver>(_: Driver.Type) async -> RunResult {
        let appId = Self.appId(scenario.name, Driver.generation)
        let server = WilddogServer(appId: appId)
        server.passwordHashIterations = 1000
        server.reconnectDelay = 0.01
        var problems: [String] = []
        do {
            if let rules = scenario.rules { try server.setRules(rules) }
            if let seed = scenario.seed {
                try server.setData(JSONValue.parse(seed).foundation(timestamp: [".sv": "timestamp"]), at: "/")
            }
        } catch {
            problems.append("backend setup failed: \(error)")
        }
        let recording = BehaviourRecording(appId: appId)
        defer { recording.stop() }
        let recorder = TraceRecorder()
        let driver = Driver(appId: appId, recorder: recorder)
        var run = ScenarioRun(scenario: scenario, server: server, recorder: recorder, driver: driver)
        if !(await run.waitForConnection(true)) { run.problems.append("the app never connected") }
        for (index, step) in scenario.steps.enumerated() {
            recorder.step = index
            await run.perform(step, index: index)
            await run.settle(index)
        }
        recorder.step = scenario.steps.count
        let behaviour = recording.trace()
        driver.tearDown()
        return RunResult(trace: recorder.trace, behaviour: behaviour, problems: problems + run.problems)
    }

    /// A fresh app id per run: the scenario's name, the generation and a random suffix.
    static func appId(_ name: String, _ generation: Generation) -> String {
        let slug = name.lowercased().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.prefix(24)
        return "p\(slug)\(generation == .legacy ? "l" : "n")\(UUID().uuidString.prefix(8).lowercased())"
    }
}
