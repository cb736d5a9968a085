/// A child key (a path segment) with its ordering data precomputed.
///
/// Key order (SEMANTICS.md §1): the `MIN` sentinel, then keys that parse as 32-bit integers
/// (numerically; equal values: shorter first, so `"7" < "07" < "007"` and `"0" < "-0"`), then
/// all other keys in UTF-16 code-unit order, then the `MAX` sentinel. Equality and hashing are
/// by code units, never by Swift's canonical equivalence.
///
/// Keys are compared in every tree walk, so each key caches its first sixteen UTF-8 bytes as
/// two big-endian integers: ASCII keys of up to 16 bytes (and longer ones that differ early)
/// compare with integer comparisons instead of a string walk.
package struct ChildKey: Sendable {
    package let string: String
    /// UTF-8 bytes 0–7 and 8–15, big-endian, zero-padded.
    @usableFromInline let prefix: UInt64
    @usableFromInline let prefix2: UInt64
    @usableFromInline let utf8Count: UInt16
    /// The integer value when the key is an integer key.
    @usableFromInline let intValue: Int32
    /// 0 = MIN sentinel, 1 = integer key, 2 = string key, 3 = MAX sentinel.
    @usableFromInline let rank: UInt8
    /// Bit 0: all bytes are ASCII; bit 1: the key is `.priority`.
    @usableFromInline let flags: UInt8

    package init(_ string: String) {
        self.string = string
        var prefix: UInt64 = 0, prefix2: UInt64 = 0
        var count = 0
        var ascii = true
        for byte in string.utf8 {
            if count < 8 {
                prefix |= UInt64(byte) << (56 - 8 * UInt64(count))
            } else if count < 16 {
                prefix2 |= UInt64(byte) << (56 - 8 * UInt64(count - 8))
            }
            count += 1
            if byte >= 0x80 { ascii = false }
        }
        self.prefix = prefix
        self.prefix2 = prefix2
        self.utf8Count = UInt16(truncatingIfNeeded: Swift.min(count, Int(UInt16.max)))
        if let value = ChildKey.parseInt32(string) {
            rank = 1
            intValue = value
        } else {
            rank = 2
            intValue = 0
        }
        let isPriority = count == 9 && string == ".priority"
        flags = (ascii ? 1 : 0) | (isPriority ? 2 : 0)
    }

    private init(sentinel string: String, rank: UInt8) {
        self.string = string
        self.prefix = 0
        self.prefix2 = 0
        self.utf8Count = 0
        self.rank = rank
        self.intValue = 0
        self.flags = 1
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
        var utf8 = s.utf8.makeIterator()
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

extension ChildKey: Comparable, Hashable, CustomStringConvertible {
    @inline(__always)
    package static func compare(_ a: ChildKey, _ b: ChildKey) -> Int {
        if a.rank != b.rank { return a.rank < b.rank ? -1 : 1 }
        switch a.rank {
        case 1:
            if a.intValue != b.intValue { return a.intValue < b.intValue ? -1 : 1 }
            if a.utf8Count != b.utf8Count { return a.utf8Count < b.utf8Count ? -1 : 1 }
            // Degenerate tie ("00" vs "-0"): break it by code units so no key is lost.
            return compareUTF16(a.string, b.string)
        case 2:
            // ASCII bytes order like UTF-16 code units; zero padding sorts a prefix first.
            if a.flags & b.flags & 1 != 0 {
                if a.prefix != b.prefix { return a.prefix < b.prefix ? -1 : 1 }
                if a.prefix2 != b.prefix2 { return a.prefix2 < b.prefix2 ? -1 : 1 }
                if a.utf8Count <= 16 && b.utf8Count <= 16 {
                    return a.utf8Count == b.utf8Count ? 0 : (a.utf8Count < b.utf8Count ? -1 : 1)
                }
            }
            return compareUTF16(a.string, b.string)
        default:
            return 0
        }
    }

    package static func < (a: ChildKey, b: ChildKey) -> Bool { compare(a, b) < 0 }

    package static func == (a: ChildKey, b: ChildKey) -> Bool {
        guard a.prefix == b.prefix && a.prefix2 == b.prefix2 && a.utf8Count == b.utf8Count && a.rank == b.rank else {
            return false
        }
        return a.utf8Count <= 16 || equalCodeUnits(a.string, b.string)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(prefix)
        hasher.combine(prefix2)
        hasher.combine(utf8Count)
        if utf8Count > 16 { for byte in string.utf8.dropFirst(16) { hasher.combine(byte) } }
    }

    package var description: String { string }
}

extension ChildKey: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self.init(value) }
}
