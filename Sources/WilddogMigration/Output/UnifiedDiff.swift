/// A unified diff of one file, built from its edits: lines an edit touches are changed, the rest is context.
public enum UnifiedDiff {
    public static func render(_ outcome: FileOutcome, context: Int = 3) -> String {
        guard outcome.changed else { return "" }
        let bytes = outcome.original
        let lines = LineIndex(bytes)
        let lineCount = lines.starts.last == bytes.count && bytes.count > 0 ? lines.starts.count - 1 : lines.starts.count
        func lineEnd(_ l: Int) -> Int { l + 1 < lines.starts.count ? lines.starts[l + 1] : bytes.count }

        // Touched line ranges, one per edit, merged when they share a line.
        var blocks: [(first: Int, last: Int, edits: [Edit])] = []
        for e in outcome.edits {
            let first = lines.line(of: e.range.lowerBound)
            let last = e.range.isEmpty ? first : lines.line(of: max(e.range.lowerBound, e.range.upperBound - 1))
            if let b = blocks.last, first <= b.last {
                blocks[blocks.count - 1].last = max(b.last, last)
                blocks[blocks.count - 1].edits.append(e)
            } else {
                blocks.append((first, last, [e]))
            }
        }
        let absolute = outcome.path.hasPrefix("/")
        var out = absolute ? "--- \(outcome.path)\n+++ \(outcome.path)\n" : "--- a/\(outcome.path)\n+++ b/\(outcome.path)\n"
        var shift = 0
        var b = 0
        while b < blocks.count {
            var end = b
            while end + 1 < blocks.count && blocks[end + 1].first - blocks[end].last <= 2 * context { end += 1 }
            let start = max(0, blocks[b].first - context)
            let stop = min(lineCount - 1, blocks[end].last + context)
            var body = ""
            var oldCount = 0, newCount = 0
            var line = start
            for k in b...end {
                while line < blocks[k].first { body += " " + text(bytes, lines.starts[line], lineEnd(line)); line += 1; oldCount += 1; newCount += 1 }
                let lo = lines.starts[blocks[k].first], hi = lineEnd(blocks[k].last)
                for l in blocks[k].first...blocks[k].last { body += "-" + text(bytes, lines.starts[l], lineEnd(l)); oldCount += 1 }
                var set = EditSet()
                for e in blocks[k].edits { set.add(Edit((e.range.lowerBound - lo)..<(e.range.upperBound - lo), e.replacement, rule: e.ruleID)) }
                let replaced = set.apply(to: Array(bytes[lo..<hi]))
                for l in splitLines(replaced) { body += "+" + l; newCount += 1 }
                line = blocks[k].last + 1
            }
            while line <= stop { body += " " + text(bytes, lines.starts[line], lineEnd(line)); line += 1; oldCount += 1; newCount += 1 }
            out += "@@ -\(start + 1),\(oldCount) +\(start + 1 + shift),\(newCount) @@\n" + body
            shift += newCount - oldCount
            b = end + 1
        }
        return out
    }

    private static func text(_ bytes: [UInt8], _ lo: Int, _ hi: Int) -> String {
        let s = String(decoding: bytes[lo..<hi], as: UTF8.self)
        return s.hasSuffix("\n") ? s : s + "\n\\ No newline at end of file\n"
    }

    private static func splitLines(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var start = 0
        for (i, c) in bytes.enumerated() where c == Byte.newline {
            result.append(String(decoding: bytes[start...i], as: UTF8.self))
            start = i + 1
        }
        if start < bytes.count { result.append(String(decoding: bytes[start...], as: UTF8.self) + "\n\\ No newline at end of file\n") }
        return result
    }
}
