import Foundation

/// Where text goes at the start of a body that receives the app configuration.
enum EntryPointBody {
    static func nextBrace(_ f: SourceFile, after i: Int, limit: Int) -> Int? {
        var k = i + 1
        while k < limit, !f.isPunct(k, Byte.openBrace) { k += 1 }
        return k < limit ? k : nil
    }

    /// Where text goes at the start of the body opened by `open`.
    static func site(_ f: SourceFile, open: Int) -> ProjectIndex.LaunchSite? {
        guard let close = f.partnerOf(open) else { return nil }
        let indentation = open + 1 < close ? lineIndentation(f, open + 1) : lineIndentation(f, open) + "    "
        // Insert on a line of its own when the `{` ends its line, so the diff shows one added line.
        var offset = Int(f.tokens[open].end)
        var k = offset
        while k < f.bytes.count, f.bytes[k] == Byte.space || f.bytes[k] == Byte.tab || f.bytes[k] == Byte.carriageReturn { k += 1 }
        let ownLine = k < f.bytes.count && f.bytes[k] == Byte.newline
        if ownLine { offset = k + 1 }
        return .init(path: f.path, offset: offset, indentation: indentation, ownLine: ownLine)
    }

    /// Leading spaces and tabs of the line holding token `i`.
    static func lineIndentation(_ f: SourceFile, _ i: Int) -> String {
        var s = Int(f.tokens[i].start)
        while s > 0, f.bytes[s - 1] != Byte.newline { s -= 1 }
        var e = s
        while e < f.bytes.count, f.bytes[e] == Byte.space || f.bytes[e] == Byte.tab { e += 1 }
        return f.text(bytes: s..<e)
    }
}
