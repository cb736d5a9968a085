import Foundation
import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// The fields of an accounts API request: its JSON object body, or its form-encoded body
/// (`grant_type=refresh_token&refresh_token=…`, as the token endpoint is also called).
struct AuthRESTRequest: Sendable {
    let fields: [String: AuthJSON]

    /// - Throws: `INVALID_JSON_PAYLOAD` for a body that is neither a JSON object nor a form.
    init(_ request: HTTPRequest) throws(AuthRESTFailure) {
        let body = request.body
        let first = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if body.isEmpty {
            fields = [:]
        } else if first == UInt8(ascii: "{") {
            guard let object = JWTCodec.parseBounded(body)?.objectValue else {
                throw AuthRESTFailure(message: "INVALID_JSON_PAYLOAD : the body is not a JSON object")
            }
            fields = object
        } else if request.headers["Content-Type"]?.lowercased().hasPrefix("application/json") == true {
            throw AuthRESTFailure(message: "INVALID_JSON_PAYLOAD : the body is not a JSON object")
        } else {
            fields = Self.form(String(decoding: body, as: UTF8.self)).mapValues(AuthJSON.string)
        }
    }

    init(fields: [String: AuthJSON]) {
        self.fields = fields
    }

    /// `name=value&…` pairs, `+` as space and `%XX` decoded (a repeated name: the last).
    static func form(_ text: String) -> [String: String] {
        Dictionary(FormDecoding.pairs(Substring(text), plusIsSpace: true).map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// A non-empty string field.
    func string(_ name: String) -> String? {
        guard let value = fields[name]?.stringValue, !value.isEmpty else { return nil }
        return value
    }

    /// A boolean field (`true`, or the text "true" of a form).
    func flag(_ name: String) -> Bool {
        fields[name]?.boolValue ?? (fields[name]?.stringValue == "true")
    }

    /// The strings of an array field.
    func strings(_ name: String) -> [String] {
        guard case .array(let items)? = fields[name] else { return string(name).map { [$0] } ?? [] }
        return items.compactMap(\.stringValue)
    }

    /// - Throws: `MISSING_<NAME>` when the field is absent or empty.
    func require(_ name: String, missing: String) throws(AuthRESTFailure) -> String {
        guard let value = string(name) else { throw AuthRESTFailure(message: missing) }
        return value
    }
}
