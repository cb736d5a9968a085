/// Bracketed lists split at their top-level commas.
extension SourceFile {
    /// The elements between bracket `open` and its partner `close` as first and last token indices;
    /// an empty element (`f()`, `(a,,b)`, a trailing comma) has `last < first`.
    func listElements(_ open: Int, _ close: Int) -> [(first: Int, last: Int)] {
        var result: [(first: Int, last: Int)] = []
        var first = open + 1
        var j = first
        while j <= close {
            if j < close, tokens[j].kind == .punctuation, let p = partnerOf(j), p > j { j = p + 1; continue }
            if j == close || isPunct(j, Byte.comma) {
                result.append((first, j - 1))
                first = j + 1
            }
            j += 1
        }
        return result
    }
}
