/// Checks UTF-8 piece by piece (a text message arrives in fragments, and a character may be
/// split between two of them): overlong forms, surrogates and code points past U+10FFFF fail.
struct UTF8Validator {
    /// Continuation bytes the current character still needs.
    private var needed = 0
    /// The range of the next continuation byte (narrower after E0, ED, F0 and F4).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xBF

    /// Whether no character is cut off at the end of what was checked.
    var isComplete: Bool { needed == 0 }

    /// False at the first byte that cannot be valid UTF-8.
    mutating func validate(_ bytes: UnsafeRawBufferPointer) -> Bool {
        for byte in bytes {
            if needed == 0 {
                switch byte {
                case 0x00...0x7F: continue
                case 0xC2...0xDF: needed = 1; lower = 0x80; upper = 0xBF
                case 0xE0: needed = 2; lower = 0xA0; upper = 0xBF
                case 0xE1...0xEC, 0xEE...0xEF: needed = 2; lower = 0x80; upper = 0xBF
                case 0xED: needed = 2; lower = 0x80; upper = 0x9F
                case 0xF0: needed = 3; lower = 0x90; upper = 0xBF
                case 0xF1...0xF3: needed = 3; lower = 0x80; upper = 0xBF
                case 0xF4: needed = 3; lower = 0x80; upper = 0x8F
                default: return false
                }
            } else {
                guard byte >= lower, byte <= upper else { return false }
                needed -= 1
                lower = 0x80
                upper = 0xBF
            }
        }
        return true
    }

    mutating func validate(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { validate($0) }
    }
}
