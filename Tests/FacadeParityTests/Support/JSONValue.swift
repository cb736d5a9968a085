import Foundation

/// A JSON value parsed from scenario text, turned into the Foundation values both facades take.
enum JSONValue: Decodable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The string that stands for the facade's server-timestamp placeholder.
    static let timestampToken = "__TIMESTAMP__"

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text (fragments allowed); a malformed literal is a bug in a scenario.
    static func parse(_ text: String) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        } catch {
            preconditionFailure("scenario JSON does not parse: \(text) (\(error))")
        }
    }

    /// The Foundation value: `nil` for null, Swift numbers, strings, arrays and `[String: Any]`;
    /// the timestamp token becomes `timestamp`.
    func foundation(timestamp: Any) -> Any? {
        switch self {
        case .null: return nil
        case .bool(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .string(let value): return value == Self.timestampToken ? timestamp : value
        case .array(let values): return values.map { $0.foundation(timestamp: timestamp) ?? NSNull() }
        case .object(let members):
            return members.mapValues { $0.foundation(timestamp: timestamp) ?? NSNull() } as [String: Any]
        }
    }
}
