import Foundation
internal import WilddogEngine

/// Everything the SDK did for one backend while user code ran, in one canonical form whichever
/// API (1.x or 2.x) produced it, plus the backend's final data.
///
/// Each line is one step: `event value /rooms key=rooms prev=- {"a":1}`, `complete set /rooms/a ok`,
/// `transaction /count committed 3`, `auth state fred@example.com (password)`,
/// `auth result error wrongPassword`, `cancel /secret permission_denied`. Values that differ
/// between two runs of the same code are named instead of printed: accounts by their email or
/// phone (else `user1`, `user2`… in order of appearance), push ids (`childByAutoId`) `push1`…,
/// and server timestamps (numbers within a day of now) `<timestamp>`.
public struct BehaviourTrace: Sendable, CustomStringConvertible {
    /// The steps, in delivery order.
    public let lines: [String]
    /// The backend's final data as canonical JSON (same names as `lines`).
    public let finalData: String

    /// Steps of more than one app of the app id (two apps, or 1.x and 2.x apps of one URL before
    /// they share one) carry `[app1]`, `[app2]`… in order of first appearance.
    init(steps: [(client: ObjectIdentifier?, step: RecordedStep)], finalData: String, users: [(uid: String, name: String?)]) {
        var names = TraceNames(users: users)
        var clients: [ObjectIdentifier] = []
        for s in steps { if let c = s.client, !clients.contains(c) { clients.append(c) } }
        lines = steps.map { entry in
            let line = names.apply(Self.line(entry.step))
            guard clients.count > 1, let c = entry.client, let k = clients.firstIndex(of: c) else { return line }
            return "[app\(k + 1)] " + line
        }
        self.finalData = names.applyToJSON(finalData)
    }

    init(lines: [String], finalData: String) {
        self.lines = lines
        self.finalData = finalData
    }

    public var description: String { (lines + ["final data " + finalData]).joined(separator: "\n") }

    /// This trace without the steps at `prefixes` and below (a test's own scaffolding, such as
    /// a barrier location); the final data is kept.
    public func excluding(pathsWithPrefix prefixes: [String]) -> BehaviourTrace {
        BehaviourTrace(lines: lines.filter { line in
            let location = Self.location(line)
            return !prefixes.contains { location == $0 || location.hasPrefix($0 + "/") || location.hasPrefix($0 + "?") }
        }, finalData: finalData)
    }

    /// A line without its `[appN] ` label, and the label ("" when there is none).
    static func split(_ line: String) -> (app: String, body: String) {
        guard line.hasPrefix("[app"), let end = line.firstIndex(of: "]") else { return ("", line) }
        let rest = line.index(end, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
        return (String(line[...end]), String(line[rest...]))
    }

    /// The location a line is about: the query of an event or cancellation, the path of a write.
    static func location(_ line: String) -> String {
        let words = split(line).body.split(separator: " ")
        switch words.first {
        case "event", "complete": return words.count > 2 ? String(words[2]) : ""
        case "cancel", "transaction": return words.count > 1 ? String(words[1]) : ""
        default: return ""
        }
    }

    static func line(_ step: RecordedStep) -> String {
        switch step {
        case let .event(type, query, key, previousKey, value):
            return "event \(type) \(query) key=\(key.isEmpty ? "/" : key) prev=\(previousKey ?? "-") \(value)"
        case let .cancelled(query, error):
            return "cancel \(query) \(error)"
        case let .completion(operation, path, error):
            return "complete \(operation) \(path) \(error ?? "ok")"
        case let .transaction(path, committed, value, error):
            return "transaction \(path) \(committed ? "committed" : "not committed") \(value ?? "null")\(error.map { " " + $0 } ?? "")"
        case let .authState(uid, provider):
            return uid.map { "auth state \($0) (\(provider ?? "?"))" } ?? "auth state signed out"
        case let .authResult(uid, error):
            if let error { return "auth result error \(error)" }
            return "auth result \(uid ?? "ok")"
        }
    }
}

/// The names that replace run-dependent values in trace lines.
struct TraceNames {
    private var uids: [(uid: String, name: String)] = []
    private var pushIDs: [String: String] = [:]
    /// Every account of the backend: uid → email or phone ("" when it has neither).
    private let named: [String: String]
    private var anonymousCount = 0

    init(users: [(uid: String, name: String?)]) {
        var named: [String: String] = [:]
        for u in users { named[u.uid] = u.name ?? "" }
        self.named = named
    }

    mutating func apply(_ text: String) -> String {
        var out = text
        for token in Self.candidates(in: text) {
            if let name = name(for: token) { out = out.replacingOccurrences(of: token, with: name) }
        }
        return Self.timestamps(out)
    }

    /// `json` with its run-dependent words named, keys sorted again after renaming.
    mutating func applyToJSON(_ json: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else { return apply(json) }
        return canonicalJSON(renamed(object))
    }

    private mutating func renamed(_ value: Any) -> Any {
        if let dict = value as? [String: Any] {
            var out: [String: Any] = [:]
            for key in dict.keys.sorted() { out[apply(key)] = renamed(dict[key]!) }
            return out
        }
        if let array = value as? [Any] { return array.map { renamed($0) } }
        if let string = value as? String { return apply(string) }
        if let number = value as? NSNumber,
           Self.isTimestamp(number.doubleValue) { return "<timestamp>" }
        return value
    }

    /// The name of a run-dependent word: an account (by email or phone, else `userN`), a push id
    /// (`pushN`), in order of first appearance; nil for other words.
    private mutating func name(for token: String) -> String? {
        if let known = uids.first(where: { $0.uid == token }) { return known.name }
        if let email = named[token], !email.isEmpty {
            uids.append((token, email))
            return email
        }
        if named[token] != nil || (token.count == 28 && UIDShape.matches(token)) {
            anonymousCount += 1
            uids.append((token, "user\(anonymousCount)"))
            return "user\(anonymousCount)"
        }
        if token.count == 20, PushIDShape.matches(token) {
            if let n = pushIDs[token] { return n }
            let n = "push\(pushIDs.count + 1)"
            pushIDs[token] = n
            return n
        }
        return nil
    }

    /// Words of `text` made of URL-safe characters, longest first (so a uid inside a path is found).
    private static func candidates(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for ch in text {
            if ch.isASCII && (ch.isLetter || ch.isNumber || ch == "-" || ch == "_") { current.append(ch) } else {
                if current.count >= 20 { words.append(current) }
                current = ""
            }
        }
        if current.count >= 20 { words.append(current) }
        return words
    }

    /// Replaces epoch-millisecond numbers (with or without a fraction) within a day of now by `<timestamp>`.
    private static func timestamps(_ text: String) -> String {
        var out = ""
        var number = ""
        func flush() {
            let digits = number.split(separator: ".").first ?? ""
            if digits.count == 13, let v = Double(number), isTimestamp(v) { out += "<timestamp>" } else { out += number }
            number = ""
        }
        for ch in text {
            if ch.isASCII && (ch.isNumber || (ch == "." && !number.isEmpty && !number.contains("."))) { number.append(ch) } else { flush(); out.append(ch) }
        }
        flush()
        return out
    }

    static func isTimestamp(_ ms: Double) -> Bool { abs(ms - Date().timeIntervalSince1970 * 1000) < 86_400_000 }
}

/// Push ids: 20 characters of the push alphabet (`-0-9A-Z_a-z`).
enum PushIDShape {
    static func matches(_ s: String) -> Bool { s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } }
}

/// Account uids of the embedded backend: 28 letters and digits.
enum UIDShape {
    static func matches(_ s: String) -> Bool { s.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
}
