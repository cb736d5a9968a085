/// Why a rule expression could not be evaluated (a type error, null access, …); the rule denies.
struct RulesEvaluationError: Error, Sendable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
