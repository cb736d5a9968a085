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
    /// The new name (Swift's, when `objcTo` gives Objective-C's).
    public var to: String
    /// The Objective-C name when it differs from `to` (Firebase: `FIRDatabaseReference` beside Swift's
    /// `DatabaseReference`). A block type (`void (^)(FIRUser *_Nullable user, NSError *_Nullable error)`)
    /// is written around the declared name where the type declares one (`void (^name)(…)`).
    public var objcTo: String?
    /// The module that declares `to`; Firebase target: a Swift name the project also declares is
    /// written qualified by it (`FirebaseAuth.User`).
    public var module: String?
    /// A variable declared with this type is known to hold this kind of value.
    public var receiverKind: ValueKind?

    /// The new name in `language`.
    public func to(_ language: Language) -> String { language == .objectiveC ? objcTo ?? to : to }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, from, to, objcTo, module, receiverKind
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
    /// The new name (Swift's, when `objcTo` gives Objective-C's).
    public var to: String
    /// The Objective-C name when it differs from `to` (`FIRAuthErrorDomain` beside Swift's `AuthErrorDomain`).
    public var objcTo: String?

    /// The new name in `language`.
    public func to(_ language: Language) -> String { language == .objectiveC ? objcTo ?? to : to }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, from, to, objcTo
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
