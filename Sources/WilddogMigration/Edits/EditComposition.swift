/// Two rounds of edits as one: `first` rewrites the original into an intermediate text, `second`
/// rewrites that text; the composition rewrites the original into the final text directly.
///
/// Where edits of both rounds touch (or meet) the same place they become one edit whose replacement is
/// the final text of that place; elsewhere each edit keeps its own span. Offsets of the intermediate
/// (findings of the second round) map back to the original: a place inside text the first round wrote
/// goes to the start of the edit that wrote it.
struct EditComposition {
    /// The first round's edits, sorted, with where each replacement lies in the intermediate text.
    private let spans: [(start: Int, end: Int, edit: Edit)]
    let edits: [Edit]

    init(original: [UInt8], first: [Edit], second: [Edit]) {
        var spans: [(Int, Int, Edit)] = []
        var shift = 0
        for e in Self.sorted(first) {
            let start = e.range.lowerBound + shift
            spans.append((start, start + e.replacement.utf8.count, e))
            shift += e.replacement.utf8.count - e.range.count
        }
        self.spans = spans
        let laterEdits = Self.sorted(second)
        guard !laterEdits.isEmpty else { edits = Self.sorted(first); return }
        guard !spans.isEmpty else { edits = laterEdits; return }

        // Intervals of the intermediate text that either round changes: a first-round edit's
        // replacement, a second-round edit's range. Overlapping or meeting intervals merge.
        var intervals: [(lo: Int, hi: Int)] = spans.map { ($0.0, $0.1) } + laterEdits.map { ($0.range.lowerBound, $0.range.upperBound) }
        intervals.sort { $0.lo != $1.lo ? $0.lo < $1.lo : $0.hi < $1.hi }
        var regions: [(lo: Int, hi: Int)] = []
        for i in intervals {
            if let last = regions.last, i.lo <= last.hi { regions[regions.count - 1].hi = max(last.hi, i.hi) } else { regions.append(i) }
        }
        var intermediate = EditSet()
        for e in first { intermediate.add(e) }
        let middle = intermediate.apply(to: original)
        var finalSet = EditSet()
        for e in second { finalSet.add(e) }
        let final = finalSet.apply(to: middle)

        var result: [Edit] = []
        var k1 = 0, k2 = 0
        var shift1 = 0, shift2 = 0
        for region in regions {
            // Every edit lies in exactly one region, and regions come in order: the edits before this
            // region were counted by the regions before it.
            let originalStart = region.lo - shift1
            let finalStart = region.lo + shift2
            var rule: String?
            var confidence = Confidence.high
            while k1 < spans.count, spans[k1].1 <= region.hi, spans[k1].0 <= region.hi {
                let e = spans[k1].2
                shift1 += e.replacement.utf8.count - e.range.count
                rule = rule ?? e.ruleID
                confidence = min(confidence, e.confidence)
                k1 += 1
            }
            var secondRule: String?
            while k2 < laterEdits.count, laterEdits[k2].range.upperBound <= region.hi {
                let e = laterEdits[k2]
                shift2 += e.replacement.utf8.count - e.range.count
                secondRule = secondRule ?? e.ruleID
                confidence = min(confidence, e.confidence)
                k2 += 1
            }
            let originalEnd = region.hi - shift1
            let finalEnd = region.hi + shift2
            // Edits that do not fit their texts (a rule's bug) must not crash the run: the whole file
            // becomes one edit instead.
            guard 0 <= originalStart, originalStart <= originalEnd, originalEnd <= original.count,
                  0 <= finalStart, finalStart <= finalEnd, finalEnd <= final.count else {
                edits = [Edit(0..<original.count, String(decoding: final, as: UTF8.self), rule: laterEdits.first?.ruleID ?? "", confidence: .high)]
                return
            }
            let replacement = Array(final[finalStart..<finalEnd])
            if Array(original[originalStart..<originalEnd]) == replacement { continue }
            result.append(Edit(originalStart..<originalEnd, String(decoding: replacement, as: UTF8.self),
                               rule: secondRule ?? rule ?? "", confidence: confidence))
        }
        edits = result
    }

    /// Where offset `offset` of the intermediate text comes from in the original.
    func originalOffset(of offset: Int) -> Int {
        var shift = 0
        for s in spans {
            if offset < s.start { break }
            if offset < s.end { return s.edit.range.lowerBound }
            shift = s.end - s.edit.range.upperBound
        }
        return offset - shift
    }

    /// Sorted by position; at the same offset, insertions first (as `EditSet` applies them).
    static func sorted(_ edits: [Edit]) -> [Edit] {
        edits.sorted { a, b in
            a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound < b.range.lowerBound : (a.range.isEmpty && !b.range.isEmpty)
        }
    }
}
