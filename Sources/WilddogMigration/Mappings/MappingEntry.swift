/// One fact of the 1.x → 2.x mapping, read from `Mappings/*.json`: a typed value per kind, each
/// carrying exactly the fields of its kind (`Mappings/README.md` lists them).
///
/// Decoding rejects an unknown kind, a field its kind does not have (in the entry or in its `swift` /
/// `objc` form), a missing required field and a value of the wrong type, naming the entry id and the
/// field (`MappingEntry+Decoding.swift`); `MappingValidation` then checks what types cannot say
/// (index ranges, template parts). Rules read the typed lists of `MappingSet` (`calls`, `types`, …).
public enum MappingEntry: Sendable, Equatable {
    case `import`(ImportMapping)
    case module(ModuleMapping)
    case type(TypeMapping)
    case constant(ConstantMapping)
    case enumCase(EnumCaseMapping)
    case call(CallMapping)
    case property(PropertyMapping)
    case constructor(ConstructorMapping)
    case appConfiguration(AppConfigurationMapping)
    case serverValue(ServerValueMapping)
    case oauth(OAuthMapping)
    case manual(ManualMapping)
    case errorCode(ErrorCodeMapping)
    case unchanged(UnchangedMapping)

    /// The entry of the kind of `fields`' type; nil for a type of another module.
    init?(_ fields: any MappingEntryFields) {
        switch fields {
        case let e as ImportMapping: self = .import(e)
        case let e as ModuleMapping: self = .module(e)
        case let e as TypeMapping: self = .type(e)
        case let e as ConstantMapping: self = .constant(e)
        case let e as EnumCaseMapping: self = .enumCase(e)
        case let e as CallMapping: self = .call(e)
        case let e as PropertyMapping: self = .property(e)
        case let e as ConstructorMapping: self = .constructor(e)
        case let e as AppConfigurationMapping: self = .appConfiguration(e)
        case let e as ServerValueMapping: self = .serverValue(e)
        case let e as OAuthMapping: self = .oauth(e)
        case let e as ManualMapping: self = .manual(e)
        case let e as ErrorCodeMapping: self = .errorCode(e)
        case let e as UnchangedMapping: self = .unchanged(e)
        default: return nil
        }
    }

    /// The typed entry.
    public var fields: any MappingEntryFields {
        switch self {
        case .import(let e): e
        case .module(let e): e
        case .type(let e): e
        case .constant(let e): e
        case .enumCase(let e): e
        case .call(let e): e
        case .property(let e): e
        case .constructor(let e): e
        case .appConfiguration(let e): e
        case .serverValue(let e): e
        case .oauth(let e): e
        case .manual(let e): e
        case .errorCode(let e): e
        case .unchanged(let e): e
        }
    }

    /// What the entry describes, and so which rule reads it.
    public var kind: MappingKind { Swift.type(of: fields).kind }
    /// Unique id; an entry in a `--mappings` directory with the same id replaces this one.
    public var id: String { fields.id }
    /// The legacy class the entry belongs to, for the documentation tables.
    public var legacyClass: String? { fields.legacyClass }
    /// Where MIGRATION.md explains the entry.
    public var anchor: String? { fields.anchor }
    /// Extra text for the documentation table.
    public var note: String? {
        get { fields.note }
        set {
            var f = fields
            f.note = newValue
            if let e = MappingEntry(f) { self = e }
        }
    }
    /// The Swift spelling, for kinds spelled per language.
    public var swift: MappingForm? { (fields as? any SpelledMapping)?.swift }
    /// The Objective-C spelling, for kinds spelled per language.
    public var objc: MappingForm? { (fields as? any SpelledMapping)?.objc }
    /// The spelling in `language`.
    public func form(_ language: Language) -> MappingForm? { language == .swift ? swift : objc }
    /// Firebase target: ids of the 2.x entries whose findings this entry's replace (`supersedes`).
    public var supersedes: [String] { fields.supersedes ?? [] }
    /// Legacy name of a rename (`type`, `constant`, `enumCase`).
    public var from: String? { (fields as? any RenameMapping)?.from }
    /// 2.x name of a rename.
    public var to: String? { (fields as? any RenameMapping)?.to }
    /// Objective-C name of a rename when it differs from `to` (Firebase).
    public var objcTo: String? {
        switch self {
        case .type(let e): e.objcTo
        case .constant(let e): e.objcTo
        default: nil
        }
    }
}
