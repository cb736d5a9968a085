/// What `BehaviourComparison` compares.
public struct CompareOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Compare the global order of all callbacks. By default each stream is compared in its
    /// own order — the events of one query, the write and transaction outcomes (acknowledged in
    /// order), the auth changes — because how streams interleave depends on when the backend
    /// answers, which varies from run to run even for the same code.
    public static let exactInterleaving = CompareOptions(rawValue: 1 << 0)
    /// Only values: `value` events, write and transaction outcomes and auth states; child
    /// events and previous-sibling keys are left out.
    public static let valuesOnly = CompareOptions(rawValue: 1 << 1)
    /// Only the backends' final data.
    public static let finalDataOnly = CompareOptions(rawValue: 1 << 2)
    /// Also compare events of `.info` locations (`/.info/connected`…), left out by default:
    /// they follow the connection's timing, not the code under test.
    public static let includeInfoEvents = CompareOptions(rawValue: 1 << 3)
}

extension BehaviourTrace {
    /// The lines `options` compares, in the order it compares them.
    func comparedLines(_ options: CompareOptions) -> [String] {
        if options.contains(.finalDataOnly) { return ["final data " + finalData] }
        var lines = self.lines
        if !options.contains(.includeInfoEvents) {
            lines.removeAll { Self.split($0).body.hasPrefix("event ") && Self.location($0).hasPrefix("/.info") }
        }
        if options.contains(.valuesOnly) {
            lines = lines.compactMap { line in
                let body = Self.split(line).body
                guard body.hasPrefix("event ") else { return line }
                guard body.hasPrefix("event value ") else { return nil }
                return line.replacingOccurrences(of: #" prev=\S+"#, with: "", options: .regularExpression)
            }
        }
        if !options.contains(.exactInterleaving) {
            // A stable sort by stream keeps each stream's own order.
            lines = lines.enumerated().sorted { (Self.stream($0.element), $0.offset) < (Self.stream($1.element), $1.offset) }.map(\.element)
        }
        return lines + ["final data " + finalData]
    }

    /// The stream a line belongs to: the query of an event in its app, the writes of an app, or auth.
    static func stream(_ line: String) -> String {
        let (app, body) = split(line)
        switch body.split(separator: " ").first {
        case "event", "cancel": return "1 \(app) " + location(line)
        case "complete", "transaction": return "2 \(app) writes"
        default: return "3 auth"
        }
    }
}
