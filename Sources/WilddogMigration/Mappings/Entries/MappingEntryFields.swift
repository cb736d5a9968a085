/// The fields every mapping entry has, whatever its kind, and what its kind allows.
public protocol MappingEntryFields: Sendable, Codable, Equatable {
    /// The kind this type decodes (the entry's `kind` field).
    static var kind: MappingKind { get }
    /// Top-level field names this kind accepts (besides `kind`).
    static var fields: Set<String> { get }
    /// Field names this kind accepts in its `swift` and `objc` forms.
    static var formFields: Set<String> { get }
    /// Unique id; an entry in a `--mappings` directory with the same id replaces this one.
    var id: String { get set }
    /// The legacy class the entry belongs to, for the documentation tables.
    var legacyClass: String? { get set }
    /// Where MIGRATION.md explains the entry; manual findings link there.
    var anchor: String? { get set }
    /// Extra text for the documentation table.
    var note: String? { get set }
    /// Firebase target: ids of 2.x entries whose findings this entry's findings replace on the same
    /// line (the 2.x finding names 2.x code; this one says what to do in Firebase).
    var supersedes: [String]? { get }
}

extension MappingEntryFields {
    public var supersedes: [String]? { nil }
}

/// An entry spelled per language (`swift` and `objc` forms).
public protocol SpelledMapping: MappingEntryFields {
    /// The Swift spelling; nil when the entry does not apply to Swift.
    var swift: MappingForm? { get }
    /// The Objective-C spelling; nil when the entry does not apply to Objective-C.
    var objc: MappingForm? { get }
}

extension SpelledMapping {
    /// The spelling in `language`.
    public func form(_ language: Language) -> MappingForm? { language == .swift ? swift : objc }
}

/// A one-for-one rename with language-neutral names (`type`, `constant`, `enumCase`).
public protocol RenameMapping: MappingEntryFields {
    /// The legacy name.
    var from: String { get }
    /// The 2.x name.
    var to: String { get }
}

/// An entry for a member of a legacy class (a call, property, OAuth call, manual item or unchanged
/// member), as the call-site rules read it. Fields a kind does not have read as nil.
public protocol MemberMapping: SpelledMapping {
    /// The receiver must be this class name (`Wilddog.goOffline()`).
    var receiverClass: String? { get }
    /// Edits are confident only when the receiver is a variable known to hold this kind of value.
    var receiverKind: ValueKind? { get }
    /// Confidence when `receiverKind` is set but the receiver is not known to hold it; nil skips such sites.
    var unknownReceiver: Confidence? { get }
    /// A variable initialized from the member is known to hold this kind of value.
    var returnsKind: ValueKind? { get }
    /// Index of the completion block's parameter that receives the reference (`{ error, ref in }` → 1).
    var callbackReference: Int? { get }
    /// How the completion block's parameters change.
    var callback: CallbackSpec? { get }
    /// Index of an argument holding a `WDGDataEventType` case to lower-case.
    var enumArgument: Int? { get }
    /// The handle type returned by the call, whose variables are retyped.
    var handle: HandleSpec? { get }
    /// Reported with every edit made from this entry (a behaviour change worth knowing).
    var message: String? { get }
    /// Confidence of edits made from this entry (default `high`).
    var confidence: Confidence? { get }
}

extension MemberMapping {
    public var receiverClass: String? { nil }
    public var receiverKind: ValueKind? { nil }
    public var unknownReceiver: Confidence? { nil }
    public var returnsKind: ValueKind? { nil }
    public var callbackReference: Int? { nil }
    public var callback: CallbackSpec? { nil }
    public var enumArgument: Int? { nil }
    public var handle: HandleSpec? { nil }
    public var message: String? { nil }
    public var confidence: Confidence? { nil }
    /// `confidence`, `high` when unset.
    public var effectiveConfidence: Confidence { confidence ?? .high }
}
