/// Maps byte offsets to 1-based lines and columns (columns count bytes, as compilers do).
struct LineIndex: Sendable {
    /// Offset of the first byte of every line.
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 30 + 1)
        for (i, b) in bytes.enumerated() where b == Byte.newline { starts.append(i + 1) }
        self.starts = starts
    }

    /// The 0-based line holding `offset`.
    func line(of offset: Int) -> Int {
        var lo = 0, hi = starts.count
        while lo + 1 < hi {
            let mid = (lo + hi) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid }
        }
        return lo
    }

    func location(_ offset: Int) -> (line: Int, column: Int) {
        let l = line(of: offset)
        return (l + 1, offset - starts[l] + 1)
    }
}
