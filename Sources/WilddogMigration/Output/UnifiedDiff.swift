/// A unified diff of one file, built from its edits: lines an edit touches are changed, the rest is context.
public enum UnifiedDiff {
    public static func render(_ outcome: FileOutcome, context: Int = 3) -> String {
        guard outcome.changed else { return "" }
        return String(decoding: renderBytes(outcome, context: context), as: UTF8.self)
    }

    /// The diffs of many files, rendered on all cores, in order.
    public static func renderAll(_ outcomes: [FileOutcome], parallel: Bool = true) -> [String] {
        ParallelMap.map(outcomes.count, parallel: parallel) { render(outcomes[$0]) }
    }

    static func renderBytes(_ outcome: FileOutcome, context: Int) -> [UInt8] {
        let bytes = outcome.original
        let lines = LineIndex(bytes)
        let lineCount = lines.starts.last == bytes.count && bytes.count > 0 ? lines.starts.count - 1 : lines.starts.count
        func lineEnd(_ l: Int) -> Int { l + 1 < lines.starts.count ? lines.starts[l + 1] : bytes.count }

        // Touched line ranges, one per edit, merged when they share a line.
        var blocks: [(first: Int, last: Int, start: Int, end: Int)] = []
        let edits = outcome.edits
        for (k, e) in edits.enumerated() {
            let first = lines.line(of: e.range.lowerBound)
            let last = e.range.isEmpty ? first : lines.line(of: max(e.range.lowerBound, e.range.upperBound - 1))
            if let b = blocks.last, first <= b.last {
                blocks[blocks.count - 1].last = max(b.last, last)
                blocks[blocks.count - 1].end = k + 1
            } else {
                blocks.append((first, last, k, k + 1))
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count / 2)
        let header = outcome.path.hasPrefix("/") ? "--- \(outcome.path)\n+++ \(outcome.path)\n" : "--- a/\(outcome.path)\n+++ b/\(outcome.path)\n"
        out += header.utf8
        func emit(_ mark: UInt8, _ lo: Int, _ hi: Int, from source: [UInt8]) {
            out.append(mark)
            out += source[lo..<hi]
            if hi == lo || source[hi - 1] != Byte.newline { out += "\n\\ No newline at end of file\n".utf8 }
        }
        var shift = 0
        var b = 0
        var body: [UInt8] = []
        while b < blocks.count {
            var end = b
            while end + 1 < blocks.count && blocks[end + 1].first - blocks[end].last <= 2 * context { end += 1 }
            let start = max(0, blocks[b].first - context)
            let stop = min(lineCount - 1, blocks[end].last + context)
            let hunkStart = out.count
            var oldCount = 0, newCount = 0
            var line = start
            for k in b...end {
                while line < blocks[k].first { emit(Byte.space, lines.starts[line], lineEnd(line), from: bytes); line += 1; oldCount += 1; newCount += 1 }
                let lo = lines.starts[blocks[k].first], hi = lineEnd(blocks[k].last)
                for l in blocks[k].first...blocks[k].last { emit(Byte.minus, lines.starts[l], lineEnd(l), from: bytes); oldCount += 1 }
                body.removeAll(keepingCapacity: true)
                var at = lo
                for e in edits[blocks[k].start..<blocks[k].end] {
                    body += bytes[at..<e.range.lowerBound]
                    body += e.replacement.utf8
                    at = e.range.upperBound
                }
                body += bytes[at..<hi]
                var s = 0
                for (i, c) in body.enumerated() where c == Byte.newline {
                    emit(Byte.plus, s, i + 1, from: body); newCount += 1; s = i + 1
                }
                if s < body.count { emit(Byte.plus, s, body.count, from: body); newCount += 1 }
                line = blocks[k].last + 1
            }
            while line <= stop { emit(Byte.space, lines.starts[line], lineEnd(line), from: bytes); line += 1; oldCount += 1; newCount += 1 }
            out.insert(contentsOf: Array("@@ -\(start + 1),\(oldCount) +\(start + 1 + shift),\(newCount) @@\n".utf8), at: hunkStart)
            shift += newCount - oldCount
            b = end + 1
        }
        return out
    }
}
