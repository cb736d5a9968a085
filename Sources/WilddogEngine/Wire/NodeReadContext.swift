/// The key path being read while decoding database data, with the limits of WIRE-PROTOCOL.md
/// §3.1 (32 levels, 768 UTF-8 bytes, counting the location the data is written to).
struct NodeReadContext {
    /// The location the data is written to.
    private let base: Path
    /// The data's own keys below `base`, down to the value being read.
    private var keys: [String] = []
    /// The key path's UTF-8 length with one separator per key, as the SDKs count it.
    private(set) var bytes: Int
    /// Whether `{".sv": …}` placeholders are allowed (client writes) or rejected (server data).
    let allowsServerValues: Bool

    init(at path: Path, allowsServerValues: Bool) {
        base = path
        bytes = path.segments.reduce(0) { $0 + 1 + $1.utf8Count }
        self.allowsServerValues = allowsServerValues
    }

    /// Enters `key`, checking the depth and length limits.
    mutating func push(_ key: String) throws(WireError) {
        let added = 1 + key.utf8.count
        guard base.count + keys.count < Validation.maxPathDepth else {
            throw WireError(.tooLarge, "Data at \(location) nests deeper than \(Validation.maxPathDepth) levels")
        }
        guard bytes + added <= Validation.maxPathLengthBytes else {
            throw WireError(.tooLarge, "The key path \(location)/\(key.prefix(50)) is longer than \(Validation.maxPathLengthBytes) bytes")
        }
        keys.append(key)
        bytes += added
    }

    mutating func pop() {
        bytes -= 1 + keys.removeLast().utf8.count
    }

    /// The current location, for messages.
    var location: String {
        let text = base.segments.map { "/" + $0.string }.joined() + keys.map { "/" + $0 }.joined()
        return text.isEmpty ? "/" : text
    }
}
