/// A legacy error code and where it went in 2.x.
public struct ErrorCodeSpec: Sendable, Codable, Equatable {
    public var domain: String
    public var code: Int
    public var name: String
    /// The 2.x code, nil when 2.x has no counterpart.
    public var newCode: Int?
    public var newName: String?
}
