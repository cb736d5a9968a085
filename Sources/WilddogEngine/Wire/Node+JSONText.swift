/// Database data as JSON text in export form (WIRE-PROTOCOL.md §3.5, §4), the wire's form.
extension Node {
    /// Reads export-form JSON (UTF-8) as it would be written at `path` (which counts towards
    /// the depth and length limits). Server values are kept unresolved when allowed.
    package init(jsonText utf8: [UInt8], at path: Path = .root, allowsServerValues: Bool = true) throws(WireError) {
        var context = NodeReadContext(at: path, allowsServerValues: allowsServerValues)
        self = try JSONReader.reading(utf8) { (reader: inout JSONReader) throws(WireError) in try reader.readNode(&context) }
    }

    /// Reads export-form JSON text.
    package init(jsonText text: String, at path: Path = .root, allowsServerValues: Bool = true) throws(WireError) {
        var context = NodeReadContext(at: path, allowsServerValues: allowsServerValues)
        self = try JSONReader.reading(text) { (reader: inout JSONReader) throws(WireError) in try reader.readNode(&context) }
    }

    /// The node as export-form JSON (UTF-8): `null` when empty, priorities as `.priority`.
    package var jsonBytes: [UInt8] {
        var writer = JSONWriter(capacity: 64)
        writer.appendNode(self)
        return writer.bytes
    }

    /// The node as export-form JSON text.
    package var jsonText: String { String(decoding: jsonBytes, as: UTF8.self) }
}
