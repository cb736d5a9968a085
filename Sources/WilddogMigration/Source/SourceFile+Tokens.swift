import Foundation

/// Token-level queries that rules use to read the file without creating Strings.
extension SourceFile {
    @inline(__always) func firstByte(_ i: Int) -> UInt8 { bytes[Int(tokens[i].start)] }

    /// True when token `i` is the punctuation byte `c` (one byte long).
    @inline(__always) func isPunct(_ i: Int, _ c: UInt8) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && tokens[i].length == 1 && bytes[Int(tokens[i].start)] == c
    }

    /// True when token `i` is the arrow `->`.
    func isArrow(_ i: Int) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .punctuation && tokens[i].length == 2
            && bytes[Int(tokens[i].start)] == Byte.minus
    }

    /// The bytes of tokens `s…e` with their indentation and line break when they stand alone on
    /// their line; else the tokens' bytes alone.
    func wholeLine(_ s: Int, _ e: Int) -> Range<Int> {
        var lo = Int(tokens[s].start)
        var hi = Int(tokens[e].end)
        var l = lo
        while l > 0, bytes[l - 1] == Byte.space || bytes[l - 1] == Byte.tab { l -= 1 }
        var h = hi
        while h < bytes.count, bytes[h] == Byte.space || bytes[h] == Byte.tab || bytes[h] == Byte.carriageReturn { h += 1 }
        if (l == 0 || bytes[l - 1] == Byte.newline) && (h == bytes.count || bytes[h] == Byte.newline) {
            lo = l
            hi = h < bytes.count ? h + 1 : h
        }
        return lo..<hi
    }

    /// True when `i` is a token index and that token is an identifier.
    @inline(__always) func isIdentifier(_ i: Int) -> Bool {
        i >= 0 && i < tokens.count && tokens[i].kind == .identifier
    }

    /// True when token `i` has exactly the text `s`.
    func tokenIs(_ i: Int, _ s: StaticString) -> Bool {
        guard i >= 0 && i < tokens.count else { return false }
        let t = tokens[i]
        guard t.length == s.utf8CodeUnitCount else { return false }
        let p = s.utf8Start
        var k = 0
        var o = Int(t.start)
        while k < t.length {
            if bytes[o] != p[k] { return false }
            k += 1; o += 1
        }
        return true
    }


    /// `textEquals` for any index: false outside the token list.
    func textIs(_ i: Int, _ s: String) -> Bool { i >= 0 && i < tokens.count && textEquals(i, s) }

    func textEquals(_ i: Int, _ s: String) -> Bool {
        let t = tokens[i]
        let n = s.utf8.count
        guard n == t.length else { return false }
        guard n > 0 else { return true }
        let start = Int(t.start)
        let fast = s.utf8.withContiguousStorageIfAvailable { p in
            bytes.withUnsafeBufferPointer { b in memcmp(b.baseAddress! + start, p.baseAddress!, n) == 0 }
        }
        if let fast { return fast }
        var o = start
        for c in s.utf8 {
            if bytes[o] != c { return false }
            o += 1
        }
        return true
    }

    /// The text of token `i`.
    func text(_ i: Int) -> String {
        let t = tokens[i]
        return String(decoding: bytes[Int(t.start)..<Int(t.end)], as: UTF8.self)
    }

    /// The source text from the start of token `a` to the end of token `b` (inclusive).
    func text(from a: Int, through b: Int) -> String {
        guard a <= b else { return "" }
        return String(decoding: bytes[Int(tokens[a].start)..<Int(tokens[b].end)], as: UTF8.self)
    }

    func text(bytes range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The matching bracket of token `i`, or nil.
    @inline(__always) func partnerOf(_ i: Int) -> Int? {
        let p = partner[i]
        return p < 0 ? nil : Int(p)
    }

    /// The innermost open bracket that contains token `i`, or nil at top level.
    @inline(__always) func enclosingOf(_ i: Int) -> Int? {
        let p = enclosing[i]
        return p < 0 ? nil : Int(p)
    }

    /// The first token (`stringHead`) of the interpolated literal whose last piece is token `i`;
    /// `i` itself for any other token.
    func literalStart(_ i: Int) -> Int {
        var j = i
        while j > 0, tokens[j].kind == .stringTail || tokens[j].kind == .stringMiddle, let open = partnerOf(j - 1), open < j - 1 {
            j = open - 1
        }
        return j
    }

    /// The byte range of tokens `a...b` without the leading trivia of `a`.
    func range(_ a: Int, _ b: Int) -> Range<Int> { Int(tokens[a].start)..<Int(tokens[b].end) }
}
