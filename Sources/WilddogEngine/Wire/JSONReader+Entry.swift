/// Running a reader over whole texts, and reading members of an expected JSON type.
extension JSONReader {
    /// Runs `body` over the UTF-8 bytes of a message; `body` must consume the whole text.
    static func reading<T>(_ bytes: [UInt8], _ body: (inout JSONReader) throws(WireError) -> T) throws(WireError) -> T {
        let result: Result<T, WireError> = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            do throws(WireError) {
                let value = try body(&reader)
                try reader.finish()
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Runs `body` over the UTF-8 of a string.
    static func reading<T>(_ text: String, _ body: (inout JSONReader) throws(WireError) -> T) throws(WireError) -> T {
        var text = text
        let result: Result<T, WireError> = text.withUTF8 { buffer in
            var reader = JSONReader(buffer)
            do throws(WireError) {
                let value = try body(&reader)
                try reader.finish()
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// A reader of the value at `range` of the same text (a member kept for later).
    func reader(at range: Range<Int>) -> JSONReader { JSONReader(bytes, range: range) }

    /// Reads a string member; any other type is an invalid message.
    mutating func readString(member name: String) throws(WireError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw try typeError(name, "a string") }
        return try readString()
    }

    /// Reads an integer member (a JSON number with an integral value in Int range).
    mutating func readInteger(member name: String) throws(WireError) -> Int {
        switch peek() {
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let i = try readNumber().integerValue, let int = Int(exactly: i) else {
                throw WireError(.invalidMessage, "\"\(name)\" must be an integer")
            }
            return int
        default:
            throw try typeError(name, "an integer")
        }
    }

    /// The error for member `name` of the wrong type (the value is checked and passed over).
    private mutating func typeError(_ name: String, _ expected: String) throws(WireError) -> WireError {
        let value = try readValue()
        return WireError(.invalidMessage, "\"\(name)\" must be \(expected), not \(value.typeName)")
    }
}
