/// ASCII byte constants and classes shared by both lexers.
enum Byte {
    static let tab: UInt8 = 0x09, newline: UInt8 = 0x0A, verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C, carriageReturn: UInt8 = 0x0D, space: UInt8 = 0x20
    static let quote: UInt8 = 0x22, hash: UInt8 = 0x23, dollar: UInt8 = 0x24, apostrophe: UInt8 = 0x27
    static let openParen: UInt8 = 0x28, closeParen: UInt8 = 0x29, star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B, comma: UInt8 = 0x2C, minus: UInt8 = 0x2D, dot: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F, colon: UInt8 = 0x3A, semicolon: UInt8 = 0x3B
    static let less: UInt8 = 0x3C, equal: UInt8 = 0x3D, greater: UInt8 = 0x3E, question: UInt8 = 0x3F
    static let at: UInt8 = 0x40, openBracket: UInt8 = 0x5B, backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D, caret: UInt8 = 0x5E, underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60, openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
    static let exclamation: UInt8 = 0x21

    /// True for bytes that may start an identifier; every non-ASCII byte counts, so UTF-8 names stay whole.
    @inline(__always) static func isIdentifierHead(_ b: UInt8) -> Bool {
        let l = b | 0x20
        return (l >= 0x61 && l <= 0x7A) || b == 0x5F || b == 0x24 || b >= 0x80
    }

    @inline(__always) static func isIdentifierBody(_ b: UInt8) -> Bool {
        isIdentifierHead(b) || (b >= 0x30 && b <= 0x39)
    }

    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    @inline(__always) static func isHorizontalSpace(_ b: UInt8) -> Bool {
        b == space || b == tab || b == carriageReturn || b == formFeed || b == verticalTab
    }
}
