/// String comparison in UTF-16 code-unit order, the order every Wilddog/Firebase SDK uses for
/// keys and string values (JS `<`, iOS `NSLiteralSearch`, Java `compareTo`).
///
/// Swift's `String <` uses Unicode scalar order after canonical equivalence, which differs for
/// `"é"` vs `"e\u{301}"` and for supplementary-plane characters, so it must never order data.
/// We compare UTF-8 bytes (scalar order) and fix the one range where scalar order and UTF-16
/// order disagree: supplementary characters (UTF-16 surrogates D800–DFFF) sort before
/// U+E000–U+FFFF in UTF-16 but after them in scalar order.
@inline(__always)
package func compareUTF16(_ a: String, _ b: String) -> Int {
    if let r = a.utf8.withContiguousStorageIfAvailable({ pa in
        b.utf8.withContiguousStorageIfAvailable { pb in compareUTF16(pa, pb) }
    }), let r { return r }
    var a = a, b = b
    return a.withUTF8 { pa in b.withUTF8 { pb in compareUTF16(pa, pb) } }
}

/// UTF-16 code-unit order of two well-formed UTF-8 byte sequences.
package func compareUTF16(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
    let n = min(a.count, b.count)
    var i = 0
    while i < n && a[i] == b[i] { i += 1 }
    if i == n { return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1) }
    let x = a[i], y = b[i]
    // The prefix is identical and well formed, so `i` is a character boundary in both or in
    // neither. At a boundary the two bytes are lead bytes of different characters.
    if x & 0xC0 != 0x80 && y & 0xC0 != 0x80 {
        let xSupplementary = x >= 0xF0, ySupplementary = y >= 0xF0
        let xHighBMP = x == 0xEE || x == 0xEF, yHighBMP = y == 0xEE || y == 0xEF
        if xSupplementary && yHighBMP { return -1 }
        if ySupplementary && xHighBMP { return 1 }
    }
    return x < y ? -1 : 1
}

/// Code-unit equality of two strings (no Unicode canonical equivalence).
@inline(__always)
package func equalCodeUnits(_ a: String, _ b: String) -> Bool {
    a.utf8.elementsEqual(b.utf8)
}
