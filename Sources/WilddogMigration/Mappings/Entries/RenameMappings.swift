/// `type`: a type renamed token for token.
public struct TypeMapping: RenameMapping {
    public static let kind = MappingKind.type
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = []
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var from: String
    public var to: String
    /// The 2.x module that declares `to`.
    public var module: String?
    /// A variable declared with this type is known to hold this kind of value.
    public var receiverKind: ValueKind?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, from, to, module, receiverKind
    }
}

/// `constant`: an identifier constant renamed token for token (Objective-C enum constants).
public struct ConstantMapping: RenameMapping {
    public static let kind = MappingKind.constant
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = []
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var from: String
    public var to: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, from, to
    }
}

/// `enumCase`: Swift enum cases of the enum `from` (renamed `to`), lower-cased under Swift 3 import rules.
public struct EnumCaseMapping: RenameMapping {
    public static let kind = MappingKind.enumCase
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = []
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var from: String
    public var to: String
    /// Legacy case → 2.x case; also the Swift-2 spelling of the 2.x case.
    public var cases: [String: String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, from, to, cases
    }
}
