/// The header fields of an HTTP message, in order; names compare case-insensitively.
package struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One field as received or to be sent.
    package struct Field: Sendable, Equatable {
        package var name: String
        package var value: String
    }

    package private(set) var fields: [Field] = []

    package init() {}

    package init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    package func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }

    /// The first value of `name`.
    package subscript(name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of `name`, in order.
    package func values(_ name: String) -> [String] {
        let lowered = name.lowercased()
        return fields.filter { $0.name.lowercased() == lowered }.map(\.value)
    }

    package mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Replaces every value of `name` with `value`.
    package mutating func set(_ name: String, _ value: String) {
        remove(name)
        add(name, value)
    }

    package mutating func remove(_ name: String) {
        let lowered = name.lowercased()
        fields.removeAll { $0.name.lowercased() == lowered }
    }

    /// Whether a comma-separated list in `name` holds `token` (case-insensitive), as in
    /// `Connection: keep-alive, Upgrade`.
    package func contains(token: String, in name: String) -> Bool {
        let lowered = token.lowercased()
        return values(name).contains { value in
            value.split(separator: ",").contains { $0.trimmingSpaces.lowercased() == lowered }
        }
    }

    /// The fields as `Name: value\r\n` lines; characters that would break the message (CR, LF,
    /// NUL) are dropped.
    func serialize(into bytes: inout [UInt8]) {
        for field in fields {
            bytes.append(contentsOf: field.name.utf8.filter { $0 > 0x20 && $0 != UInt8(ascii: ":") && $0 < 0x7f })
            bytes.append(contentsOf: ": ".utf8)
            bytes.append(contentsOf: field.value.utf8.filter { $0 != 0x0d && $0 != 0x0a && $0 != 0 })
            bytes.append(contentsOf: "\r\n".utf8)
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        var slice = self
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice
    }
}
