/// Why the mapping data could not be loaded.
public struct MappingError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
}
