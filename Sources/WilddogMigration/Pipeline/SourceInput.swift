/// One file handed to the migrator: its path (as reported) and its bytes.
public struct SourceInput: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) { self.init(path: path, bytes: Array(text.utf8)) }
}
