/// Rules text as Unicode scalars, with line starts to turn scalar offsets into line and column.
struct RulesSourceText {
    let scalars: [Unicode.Scalar]
    private let lineStarts: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var starts = [0]
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            // "\r\n" is one line break; a lone "\r" counts as one too.
            if c == "\n" || (c == "\r" && (i + 1 == scalars.count || scalars[i + 1] != "\n")) {
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    var count: Int { scalars.count }

    /// The line and column of the scalar at `offset` (the end of the text is a valid offset).
    func location(of offset: Int) -> RulesSourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return RulesSourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
