/// Percent-decoding of URL parts and of `name=value&…` pairs (queries, form bodies), one for
/// the HTTP layer and every route.
package enum FormDecoding {
    /// The bytes of a percent-encoded text: `%XX` decoded, a malformed escape kept as it is.
    package static func bytes(_ text: Substring) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var bytes = Array(text.utf8)[...]
        while let byte = bytes.popFirst() {
            if byte == UInt8(ascii: "%"), bytes.count >= 2,
               let high = hexValue(bytes[bytes.startIndex]), let low = hexValue(bytes[bytes.startIndex + 1]) {
                out.append(high << 4 | low)
                bytes = bytes.dropFirst(2)
            } else {
                out.append(byte)
            }
        }
        return out
    }

    /// `%XX` escapes decoded; invalid escapes and invalid UTF-8 kept readable, never a failure.
    package static func text(_ text: Substring) -> String {
        guard text.contains("%") else { return String(text) }
        return String(decoding: bytes(text), as: UTF8.self)
    }

    /// The `name=value` pairs of `text` (split on `&`), decoded, in order. With `plusIsSpace`
    /// (forms, as the Admin SDKs and `curl --data-urlencode` write them) `+` is a space;
    /// otherwise it stays `+`.
    package static func pairs(_ text: Substring, plusIsSpace: Bool) -> [(name: String, value: String)] {
        text.split(separator: "&").map { pair in
            let spaced = plusIsSpace ? Substring(pair.replacing("+", with: "%20")) : pair
            let parts = spaced.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (Self.text(parts[0]), parts.count > 1 ? Self.text(parts[1]) : "")
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
