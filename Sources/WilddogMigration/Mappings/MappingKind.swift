/// What a mapping entry describes, and so which rule reads it.
public enum MappingKind: String, Sendable, Codable, CaseIterable {
    /// A legacy import line to replace by the 2.x modules the file uses.
    case `import`
    /// A 2.x module and the identifiers that make a file need it.
    case module
    /// A type renamed token for token.
    case type
    /// An identifier constant renamed token for token (ObjC enum constants).
    case constant
    /// Swift enum cases lower-cased under Swift 3 import rules.
    case enumCase
    /// A method or message renamed, possibly moved to another receiver, with its callback reshaped.
    case call
    /// A property access renamed or moved.
    case property
    /// The legacy URL constructor.
    case constructor
    /// The one-time app configuration inserted at launch.
    case appConfiguration
    /// The server timestamp placeholder.
    case serverValue
    /// OAuth sign-in by provider name and parameter dictionary.
    case oauth
    /// Something the tool reports with a suggested replacement but never edits.
    case manual
    /// A legacy error code and its nearest 2.x code, used in reports.
    case errorCode
    /// A fact recorded for the documentation only: the API did not change.
    case unchanged
}
