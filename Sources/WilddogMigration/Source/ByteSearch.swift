import Foundation

/// Substring search over bytes: `memchr` for the first byte, then a compare.
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack[from..<to]`, or nil.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int = 0, to: Int? = nil) -> Int? {
        let end = min(to ?? haystack.count, haystack.count)
        guard let first = needle.first, from >= 0, end - from >= needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { h -> Int? in
            needle.withUnsafeBufferPointer { n -> Int? in
                guard let base = h.baseAddress else { return nil }
                var i = from
                let last = end - n.count
                while i <= last {
                    guard let p = memchr(base + i, Int32(first), last - i + 1) else { return nil }
                    let at = base.distance(to: p.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, n.baseAddress!, n.count) == 0 { return at }
                    i = at + 1
                }
                return nil
            }
        }
    }

    static func contains(_ needle: [UInt8], in haystack: [UInt8], from: Int = 0, to: Int? = nil) -> Bool {
        find(needle, in: haystack, from: from, to: to) != nil
    }
}
