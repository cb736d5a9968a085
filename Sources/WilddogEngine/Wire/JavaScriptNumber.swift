/// Numbers written as JavaScript writes them (`Number.prototype.toString`, which
/// `JSON.stringify` uses): integers without a fraction up to 10^21, then exponent form
/// (`1e+21`, `1.5e-7`), the shortest digits that read back to the same double.
enum JavaScriptNumber {
    /// The JS text of a finite double (`null` for NaN and infinities, as `JSON.stringify`).
    static func text(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == 0 { return "0" }
        if d == d.rounded(.towardZero), abs(d) < 9_007_199_254_740_992 { return String(Int64(d)) }
        // Swift's description also gives the shortest round-trip digits; only the layout differs.
        var digits: [UInt8] = []
        var integerDigits = 0
        var seenPoint = false
        var exponent = 0
        var exponentNegative = false
        var inExponent = false
        for byte in abs(d).description.utf8 {
            switch byte {
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "-") where inExponent: exponentNegative = true
            case UInt8(ascii: "+"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if inExponent {
                    exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
                } else {
                    digits.append(byte)
                    if !seenPoint { integerDigits += 1 }
                }
            default: break
            }
        }
        // value = 0.digits × 10^n
        var n = integerDigits + (exponentNegative ? -exponent : exponent)
        var first = 0
        while first < digits.count - 1 && digits[first] == UInt8(ascii: "0") {
            first += 1
            n -= 1
        }
        var last = digits.count
        while last > first + 1 && digits[last - 1] == UInt8(ascii: "0") { last -= 1 }
        let s = Array(digits[first..<last])
        let k = s.count
        var out: [UInt8] = d < 0 ? [UInt8(ascii: "-")] : []
        if k <= n && n <= 21 {
            out += s
            out += [UInt8](repeating: UInt8(ascii: "0"), count: n - k)
        } else if 0 < n && n <= 21 {
            out += s[0..<n]
            out.append(UInt8(ascii: "."))
            out += s[n...]
        } else if -6 < n && n <= 0 {
            out += [UInt8(ascii: "0"), UInt8(ascii: ".")]
            out += [UInt8](repeating: UInt8(ascii: "0"), count: -n)
            out += s
        } else {
            out.append(s[0])
            if k > 1 {
                out.append(UInt8(ascii: "."))
                out += s[1...]
            }
            out.append(UInt8(ascii: "e"))
            out.append(n - 1 < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
            out += Array(String(abs(n - 1)).utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
