import Foundation

/// The recorded trace of one facade run and the aliases of its random identifiers.
struct Trace: Sendable {
    var entries: [TraceEntry]
    /// Actual identifier → alias.
    let aliases: [String: String]

    /// The entries grouped by step, then channel (stable: each channel keeps its order).
    var ordered: [TraceEntry] {
        entries.enumerated().sorted { lhs, rhs in
            if lhs.element.step != rhs.element.step { return lhs.element.step < rhs.element.step }
            if lhs.element.channel != rhs.element.channel { return lhs.element.channel < rhs.element.channel }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// One line per entry, with identifiers replaced by `{alias}` and client-side time
    /// estimates (which depend on the machine's clock) by `<clientTime>`.
    func lines(titles: [String]) -> [String] {
        ordered.map { entry in
            let title = titles.indices.contains(entry.step) ? titles[entry.step] : "setup"
            return normalize("#\(entry.step) \(title) | \(entry.channel) | \(entry.event)")
        }
    }

    private func normalize(_ line: String) -> String {
        var text = line
        // Longest identifiers first, so no alias replaces part of another identifier.
        for (actual, alias) in aliases.sorted(by: { $0.key.count > $1.key.count }) {
            text = text.replacingOccurrences(of: actual, with: "{\(alias)}")
        }
        return Self.maskClientTimes(text)
    }

    /// Replaces millisecond times within a day of the local clock: only the client's estimate
    /// of a server timestamp is that close (the backend clock is frozen far in the past).
    static func maskClientTimes(_ text: String) -> String {
        let now = Date().timeIntervalSince1970 * 1000
        let pattern = try! NSRegularExpression(pattern: #"\d{13}(\.\d+)?"#)
        var result = text
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let range = Range(match.range, in: result), let value = Double(result[range]),
                  abs(value - now) < 86_400_000 else { continue }
            result.replaceSubrange(range, with: "<clientTime>")
        }
        return result
    }
}
