import Foundation

/// JSON text encoding of `AuthJSON`, used for JWT segments.
extension AuthJSON: Codable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AuthJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AuthJSON].self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// Compact JSON text with sorted keys, so equal values always encode to equal bytes.
    package func jsonBytes() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a finite JSON tree cannot fail; a non-finite double is the one exception.
        guard let data = try? encoder.encode(self) else {
            preconditionFailure("AuthJSON holds a value JSON cannot encode (NaN or infinity)")
        }
        return Array(data)
    }

    /// Parses JSON text; nil when `bytes` is not JSON.
    package static func parse(_ bytes: [UInt8]) -> AuthJSON? {
        try? JSONDecoder().decode(AuthJSON.self, from: Data(bytes))
    }
}
