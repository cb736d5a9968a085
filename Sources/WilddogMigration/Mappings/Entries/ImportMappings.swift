/// `import`: a legacy import line (the forms' `from`) to replace by the 2.x modules the file uses.
public struct ImportMapping: SpelledMapping {
    public static let kind = MappingKind.import
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from"]
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

/// `module`: a 2.x module, its import lines (the forms' `to`, Objective-C `moduleImport` for
/// `@import` files) and the identifier prefixes that make a file need it.
public struct ModuleMapping: SpelledMapping {
    public static let kind = MappingKind.module
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["to", "moduleImport"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    /// Module name (`WilddogSync`).
    public var module: String
    /// Identifier prefixes that make a file use the module; the import rule scans identifiers that
    /// start with the common start of all modules' prefixes.
    public var prefixes: [String]
    /// Whole Swift identifiers that make a Swift file use the module, where its Swift names share no
    /// prefix (Firebase: `Database`, `DataSnapshot`, `Auth`, `User`); Swift files then ignore `prefixes`.
    public var swiftNames: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, module, prefixes, swiftNames
    }
}
