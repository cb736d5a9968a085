/// The handle type that changes with a call: the declarations of variables that store its result are retyped.
public struct HandleSpec: Sendable, Codable, Equatable {
    /// Types a variable holding the legacy handle may be declared with.
    public var legacyTypes: [String]
    public var objc: String
    public var swift: String
    /// Swift: appended to the new type when the declaration has no `?` / `!` of its own (`!`: the
    /// handle now comes through the optional `WDGAuth.auth()?`); an integer initializer is dropped.
    public var swiftUnwrap: String?
    /// False for an integer handle (Firebase `DatabaseHandle`): an Objective-C `assign` property stays
    /// `assign` and nothing is dropped; nil or true for an object handle.
    public var isObject: Bool?
    /// What a handle the tool cannot follow needs (reported with the call); default: the 2.x auth handle's text.
    public var message: String?
}
