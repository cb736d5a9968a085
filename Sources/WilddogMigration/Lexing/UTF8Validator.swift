/// Checks that bytes are well-formed UTF-8 without decoding them into a String.
enum UTF8Validator {
    /// The offset of the first malformed sequence, or nil when the bytes are valid.
    static func firstInvalidOffset(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        let n = b.count
        var i = 0
        let raw = UnsafeRawPointer(b.baseAddress)
        while i < n {
            // Eight ASCII bytes at a time.
            if let raw, i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            let c = b[i]
            if c < 0x80 { i += 1; continue }
            let need: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: need = 1
            case 0xE0: need = 2; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: need = 2
            case 0xED: need = 2; upper = 0x9F
            case 0xF0: need = 3; lower = 0x90
            case 0xF1...0xF3: need = 3
            case 0xF4: need = 3; upper = 0x8F
            default: return i
            }
            if i + need >= n { return i }
            let second = b[i + 1]
            if second < lower || second > upper { return i }
            var k = 2
            while k <= need {
                let x = b[i + k]
                if x < 0x80 || x > 0xBF { return i }
                k += 1
            }
            i += need + 1
        }
        return nil
    }
}
