/// A kind of value a variable can be known to hold (`receiverKind`, `returnsKind` of an entry).
public enum ValueKind: String, Sendable, Codable, CaseIterable {
    /// A reference (`Wilddog`, `WDGSyncReference`).
    case reference
    /// The legacy auth result (`WAuthData`); Firebase target: a user (`WDGUser`).
    case authData
    /// Firebase target: an auth object (`WDGAuth.auth()`, a `WDGAuth` variable).
    case auth

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let kind = ValueKind(rawValue: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "is '\(text)', not one of \(Self.allCases.map(\.rawValue).sorted().joined(separator: ", "))"))
        }
        self = kind
    }
}
