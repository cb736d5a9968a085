/// Every parity scenario.
extension Scenario {
    static let all: [Scenario] = writes + queries + transactions + connectivity + auth
}
