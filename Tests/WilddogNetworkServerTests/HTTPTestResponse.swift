import Foundation

/// An HTTP response as the tests read it.
struct HTTPTestResponse: Sendable {
    let status: Int
    let headers: [(name: String, value: String)]
    let body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The `error` member of a JSON error body.
    var error: String? {
        (RESTFixture.json(text) as? [String: Any])?["error"] as? String
    }

    /// Whether the body is the JSON value `expected`.
    func isJSON(_ expected: String) -> Bool {
        RESTFixture.sameJSON(text, expected)
    }
}
