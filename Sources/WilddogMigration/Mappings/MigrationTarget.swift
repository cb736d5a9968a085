/// The API a run migrates to: Wilddog 2.x (the default) or the Firebase iOS SDK.
///
/// A mapping file names its target (`"target": "firebase"`); a file without one belongs to the 2.x
/// target. The Firebase target runs the 2.x mapping first (1.x code reaches Firebase through 2.x),
/// then its own files from `Mappings/Firebase/`.
public enum MigrationTarget: String, Sendable, Codable, CaseIterable {
    /// Wilddog 1.x → 2.x (`WDGSync`, `WDGAuth`, `WDGApp`).
    case wilddog2 = "2.x"
    /// Wilddog 1.x or 2.x → Firebase (`Database`, `Auth`, `FirebaseApp`).
    case firebase

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let target = MigrationTarget(rawValue: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "is '\(text)', not one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        self = target
    }

    /// The subdirectory of `Mappings/` that holds the target's own files (none for 2.x: the top level).
    public var mappingsSubdirectory: String? { self == .firebase ? "Firebase" : nil }

    /// The generated guide for the target.
    public var guideName: String { self == .firebase ? "MIGRATION-FIREBASE.md" : "MIGRATION.md" }
}
