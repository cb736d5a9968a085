/// A line diff (longest common subsequence) of two traces, as hunks of differing lines.
struct LineDiff {
    /// One run of differing lines: `legacy[legacyRange]` became `migrated[migratedRange]`.
    struct Hunk: Equatable {
        var legacyRange: Range<Int>
        var migratedRange: Range<Int>
    }

    let hunks: [Hunk]

    init(_ a: [String], _ b: [String]) {
        let n = a.count, m = b.count
        // lcs[i][j]: LCS length of a[i...] and b[j...], in one flat array.
        var lcs = [Int](repeating: 0, count: (n + 1) * (m + 1))
        let w = m + 1
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i * w + j] = a[i] == b[j] ? lcs[(i + 1) * w + j + 1] + 1 : max(lcs[(i + 1) * w + j], lcs[i * w + j + 1])
                }
            }
        }
        var hunks: [Hunk] = []
        var i = 0, j = 0
        var start: (Int, Int)?
        func close() {
            if let (si, sj) = start { hunks.append(Hunk(legacyRange: si..<i, migratedRange: sj..<j)) }
            start = nil
        }
        while i < n || j < m {
            if i < n && j < m && a[i] == b[j] {
                close()
                i += 1; j += 1
            } else {
                if start == nil { start = (i, j) }
                if j < m && (i == n || lcs[i * w + j + 1] >= lcs[(i + 1) * w + j]) { j += 1 } else { i += 1 }
            }
        }
        close()
        self.hunks = hunks
    }
}
