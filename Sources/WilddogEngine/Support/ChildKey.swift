/// A child key (a path segment) with its ordering data precomputed.
///
/// Key order (SEMANTICS.md §1): the `MIN` sentinel, then keys that parse as 32-bit integers
/// (numerically; equal values: shorter first, so `"7" < "07" < "007"` and `"0" < "-0"`), then
/// all other keys in UTF-16 code-unit order, then the `MAX` sentinel. Equality and hashing are
/// by code units, never by Swift's canonical equivalence.
///
/// Keys are compared and copied on every tree walk and update, so a key keeps its first
/// sixteen UTF-8 bytes in two big-endian words: ASCII keys compare with integer comparisons,
/// and a key of up to 15 bytes is plain data (copying it touches no reference count). Only
/// longer keys keep their string in a shared box.
package struct ChildKey: Sendable {
    /// UTF-8 bytes 0–7 and 8–15, big-endian, zero-padded.
    @usableFromInline let word0: UInt64
    @usableFromInline let word1: UInt64
    /// The integer value (low 32 bits), UTF-8 length (bits 32–47), rank (48–55), flags (56–63).
    @usableFromInline let meta: UInt64
    /// The string of a key longer than 15 bytes (or of a sentinel).
    @usableFromInline let storage: KeyStorage?

    /// Rank: 0 = MIN sentinel, 1 = integer key, 2 = string key, 3 = MAX sentinel.
    @usableFromInline var rank: UInt8 { UInt8(truncatingIfNeeded: meta >> 48) }
    /// Flags: bit 0 = all bytes ASCII, bit 1 = the `.priority` key.
    @usableFromInline var flags: UInt8 { UInt8(truncatingIfNeeded: meta >> 56) }
    @usableFromInline var utf8Count: Int { Int(UInt16(truncatingIfNeeded: meta >> 32)) }
    @usableFromInline var intValue: Int32 { Int32(truncatingIfNeeded: meta) }

    package init(_ string: String) {
        var utf8 = string
        self = utf8.withUTF8 { ChildKey(utf8: $0, string: string) }
    }

    /// The key of UTF-8 bytes read from storage (`String(decoding:as:)`'s key): an ASCII key
    /// is read straight from its bytes, building no string unless it is longer than 15 bytes.
    init(decoding bytes: UnsafeBufferPointer<UInt8>) {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        if any < 0x80 {
            self.init(utf8: bytes, string: String(decoding: bytes, as: UTF8.self))
        } else {
            self.init(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// `bytes` are the UTF-8 form of `string` (built only when the key needs it).
    @inline(__always)
    private init(utf8 bytes: UnsafeBufferPointer<UInt8>, string: @autoclosure () -> String) {
        var w0: UInt64 = 0, w1: UInt64 = 0
        let count = bytes.count
        for i in 0..<Swift.min(count, 8) { w0 |= UInt64(bytes[i]) << (56 - 8 * UInt64(i)) }
        for i in Swift.min(count, 8)..<Swift.min(count, 16) { w1 |= UInt64(bytes[i]) << (120 - 8 * UInt64(i)) }
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        let ascii = any < 0x80
        word0 = w0
        word1 = w1
        let int = ChildKey.parseInt32(bytes)
        let isPriority = count == 9 && w0 == ChildKey.priorityWord0 && w1 == ChildKey.priorityWord1
        let flags: UInt64 = (ascii ? 1 : 0) | (isPriority ? 2 : 0)
        let rank: UInt64 = int == nil ? 2 : 1
        meta = UInt64(UInt32(bitPattern: int ?? 0)) | UInt64(Swift.min(count, Int(UInt16.max))) << 32 | rank << 48 | flags << 56
        storage = count > 15 ? KeyStorage(string()) : nil
    }

    /// The words of `.priority` (bytes 0–7 and 8, big-endian, zero-padded).
    private static let priorityWord0: UInt64 = 0x2E70_7269_6F72_6974 // ".priorit"
    private static let priorityWord1: UInt64 = 0x7900_0000_0000_0000 // "y"

    private init(sentinel string: String, rank: UInt64) {
        word0 = 0
        word1 = 0
        meta = rank << 48 | 1 << 56
        storage = KeyStorage(string)
    }

    /// The key as a string.
    package var string: String {
        if let storage { return storage.string }
        return withUnsafeBytes(of: (word0.bigEndian, word1.bigEndian)) { raw in
            String(decoding: raw.prefix(utf8Count), as: UTF8.self)
        }
    }

    /// Sorts before every key; used only inside query bounds.
    package static let min = ChildKey(sentinel: "[MIN_NAME]", rank: 0)
    /// Sorts after every key; used only inside query bounds.
    package static let max = ChildKey(sentinel: "[MAX_NAME]", rank: 3)
    /// The pseudo-key addressing a node's priority in paths.
    package static let priority = ChildKey(".priority")

    @inline(__always)
    package var isPriorityKey: Bool { flags & 2 != 0 }
    package var isSentinel: Bool { rank == 0 || rank == 3 }
    /// The 32-bit integer value, when the key is an integer key.
    package var integerValue: Int32? { rank == 1 ? intValue : nil }

    /// Parses a key as a 32-bit signed integer the way the JS SDK does: `^-?(0*)\d{1,10}$`
    /// (ASCII digits) and a value in Int32 range.
    package static func parseInt32(_ s: String) -> Int32? {
        parseInt32(s.utf8)
    }

    @inline(__always)
    static func parseInt32(_ bytes: some Sequence<UInt8>) -> Int32? {
        var utf8 = bytes.makeIterator()
        guard var c = utf8.next() else { return nil }
        var negative = false
        if c == UInt8(ascii: "-") {
            negative = true
            guard let next = utf8.next() else { return nil }
            c = next
        }
        // Leading zeros do not count towards the ten significant digits.
        var significant = 0
        var value: Int64 = 0
        while true {
            guard c >= 0x30 && c <= 0x39 else { return nil }
            if c != 0x30 || significant > 0 {
                significant += 1
                if significant > 10 { return nil }
                value = value * 10 + Int64(c - 0x30)
            }
            guard let next = utf8.next() else { break }
            c = next
        }
        if negative { value = -value }
        guard value >= Int64(Int32.min) && value <= Int64(Int32.max) else { return nil }
        return Int32(value)
    }
}

/// The shared string of a long key.
@usableFromInline
final class KeyStorage: Sendable {
    let string: String
    init(_ string: String) { self.string = string }
}

extension ChildKey: Comparable, Hashable, CustomStringConvertible {
    @inline(__always)
    package static func compare(_ a: ChildKey, _ b: ChildKey) -> Int {
        let ra = a.rank, rb = b.rank
        if ra != rb { return ra < rb ? -1 : 1 }
        switch ra {
        case 1:
            if a.intValue != b.intValue { return a.intValue < b.intValue ? -1 : 1 }
            if a.utf8Count != b.utf8Count { return a.utf8Count < b.utf8Count ? -1 : 1 }
            // Degenerate tie ("00" vs "-0"): break it by code units so no key is lost.
            return compareBytes(a, b)
        case 2:
            return compareBytes(a, b)
        default:
            return 0
        }
    }

    /// Plain UTF-16 code-unit order of two keys (the SDKs' string order, integer keys not
    /// special), without building their strings when both are short ASCII keys.
    package static func compareCodeUnits(_ a: ChildKey, _ b: ChildKey) -> Int { compareBytes(a, b) }

    /// UTF-16 code-unit order of two keys.
    @inline(__always)
    private static func compareBytes(_ a: ChildKey, _ b: ChildKey) -> Int {
        // ASCII bytes order like UTF-16 code units; zero padding sorts a prefix first.
        if a.flags & b.flags & 1 != 0 {
            if a.word0 != b.word0 { return a.word0 < b.word0 ? -1 : 1 }
            if a.word1 != b.word1 { return a.word1 < b.word1 ? -1 : 1 }
            let la = a.utf8Count, lb = b.utf8Count
            if la <= 16 && lb <= 16 { return la == lb ? 0 : (la < lb ? -1 : 1) }
        }
        return compareUTF16(a.string, b.string)
    }

    package static func < (a: ChildKey, b: ChildKey) -> Bool { compare(a, b) < 0 }

    package static func == (a: ChildKey, b: ChildKey) -> Bool {
        guard a.word0 == b.word0 && a.word1 == b.word1 && a.meta == b.meta else { return false }
        if a.utf8Count <= 16 && a.storage == nil && b.storage == nil { return true }
        return equalCodeUnits(a.string, b.string)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(word0)
        hasher.combine(word1)
        hasher.combine(meta)
        if utf8Count > 16 { for byte in string.utf8.dropFirst(16) { hasher.combine(byte) } }
    }

    package var description: String { string }
}

extension ChildKey: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self.init(value) }
}
