/// `serverValue`: the server timestamp placeholder, an identifier or a token pattern per language.
public struct ServerValueMapping: SpelledMapping {
    public static let kind = MappingKind.serverValue
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "to"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc
    }
}

/// `errorCode`: a legacy error code and its nearest 2.x code, with the constants that name them.
public struct ErrorCodeMapping: SpelledMapping {
    public static let kind = MappingKind.errorCode
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "to"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    public var errorCode: ErrorCodeSpec
    public var supersedes: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, errorCode, supersedes
    }
}
