import Foundation

/// What the REST tests share: the server's secret and JSON comparisons.
enum RESTFixture {
    /// The secret `withServer` starts servers with (an admin credential of every namespace).
    static let secret = "test-secret-0123456789"

    /// The parsed JSON of `text` (fragments allowed), nil when it is not JSON.
    static func json(_ text: String) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    /// Whether two JSON texts hold the same value (compared in a canonical form: keys sorted).
    static func sameJSON(_ a: String, _ b: String) -> Bool {
        guard let x = canonical(a), let y = canonical(b) else { return false }
        return x == y
    }

    /// `text` parsed and written again with sorted keys, nil when it is not JSON.
    static func canonical(_ text: String) -> Data? {
        guard let value = json(text) else { return nil }
        return try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
    }
}
