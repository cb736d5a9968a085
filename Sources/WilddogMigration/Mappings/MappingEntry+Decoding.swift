/// Decoding of a mapping entry: the `kind` picks the typed entry, and anything that does not fit
/// it is rejected with the entry id and the field.
extension MappingEntry: Codable {
    /// A malformed entry: its id and the field at fault (`callback.order`, `swift.initializer`).
    struct Malformed: Error {
        var id: String
        var field: String
        var message: String
        var description: String { "entry '\(id)': field '\(field)' \(message)" }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ s: String) { stringValue = s }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let keys = try decoder.container(keyedBy: Key.self)
        let id = (try? keys.decode(String.self, forKey: Key("id"))) ?? "?"
        guard keys.contains(Key("id")) else { throw Malformed(id: id, field: "id", message: "is missing") }
        guard let kindText = try? keys.decode(String.self, forKey: Key("kind")) else {
            throw Malformed(id: id, field: "kind", message: "is missing or not a string")
        }
        guard let kind = MappingKind(rawValue: kindText) else {
            throw Malformed(id: id, field: "kind", message: "is '\(kindText)', not one of \(MappingKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let type = kind.entryType
        for key in keys.allKeys.map(\.stringValue).sorted() where key != "kind" && !type.fields.contains(key) {
            throw Malformed(id: id, field: key, message: "is not a field of a \(kind.rawValue) entry (it has \(type.fields.sorted().joined(separator: ", ")))")
        }
        for language in ["swift", "objc"] where keys.contains(Key(language)) {
            guard let form = try? keys.nestedContainer(keyedBy: Key.self, forKey: Key(language)) else { continue }
            for key in form.allKeys.map(\.stringValue).sorted() where !type.formFields.contains(key) {
                throw Malformed(id: id, field: "\(language).\(key)",
                                message: "is not a form field of a \(kind.rawValue) entry (its forms have \(type.formFields.sorted().joined(separator: ", ")))")
            }
        }
        do {
            let typed = try type.init(from: decoder)
            guard let entry = MappingEntry(typed) else { throw Malformed(id: id, field: "kind", message: "has no typed entry") }
            self = entry
        } catch let error as DecodingError {
            throw Self.malformed(error, id: id, below: decoder.codingPath.count)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var keys = encoder.container(keyedBy: Key.self)
        try keys.encode(kind, forKey: Key("kind"))
        try fields.encode(to: encoder)
    }

    /// The decoding error as a malformed field, its path taken from the entry down.
    static func malformed(_ error: DecodingError, id: String, below depth: Int) -> Malformed {
        func field(_ path: [any CodingKey]) -> String {
            path.dropFirst(depth).map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let c):
            return Malformed(id: id, field: field(c.codingPath + [key]), message: "is missing")
        case .valueNotFound(let type, let c):
            return Malformed(id: id, field: field(c.codingPath), message: "is null, not \(type)")
        case .typeMismatch(let type, let c):
            return Malformed(id: id, field: field(c.codingPath), message: "is not \(Self.describe(type))")
        case .dataCorrupted(let c):
            return Malformed(id: id, field: field(c.codingPath), message: c.debugDescription)
        @unknown default:
            return Malformed(id: id, field: "?", message: "\(error)")
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "a boolean"
        default: "a \(type)"
        }
    }
}

extension MappingKind {
    /// The typed entry this kind decodes to.
    var entryType: any MappingEntryFields.Type {
        switch self {
        case .import: ImportMapping.self
        case .module: ModuleMapping.self
        case .type: TypeMapping.self
        case .constant: ConstantMapping.self
        case .enumCase: EnumCaseMapping.self
        case .call: CallMapping.self
        case .property: PropertyMapping.self
        case .constructor: ConstructorMapping.self
        case .appConfiguration: AppConfigurationMapping.self
        case .serverValue: ServerValueMapping.self
        case .oauth: OAuthMapping.self
        case .manual: ManualMapping.self
        case .errorCode: ErrorCodeMapping.self
        case .unchanged: UnchangedMapping.self
        }
    }
}
