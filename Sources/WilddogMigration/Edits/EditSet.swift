/// The accepted edits of one file, kept sorted and free of overlaps.
public struct EditSet: Sendable {
    public private(set) var edits: [Edit] = []

    /// Adds `edit` unless it overlaps an accepted edit; returns the edit it collided with.
    @discardableResult
    mutating func add(_ edit: Edit) -> Edit? {
        let i = insertionIndex(edit.range.lowerBound, emptyFirst: edit.range.isEmpty)
        if i > 0, edits[i - 1].overlaps(edit) { return edits[i - 1] }
        var k = i
        while k < edits.count && edits[k].range.lowerBound <= edit.range.upperBound {
            if edits[k].overlaps(edit) { return edits[k] }
            k += 1
        }
        edits.insert(edit, at: i)
        return nil
    }

    /// The accepted edit that `edit` would overlap, if any.
    func conflict(with edit: Edit) -> Edit? {
        let i = insertionIndex(edit.range.lowerBound, emptyFirst: edit.range.isEmpty)
        if i > 0, edits[i - 1].overlaps(edit) { return edits[i - 1] }
        var k = i
        while k < edits.count && edits[k].range.lowerBound <= edit.range.upperBound {
            if edits[k].overlaps(edit) { return edits[k] }
            k += 1
        }
        return nil
    }

    /// True when an accepted edit replaces any byte of `range`.
    func covers(_ range: Range<Int>) -> Bool {
        let probe = Edit(range, "", rule: "")
        let i = insertionIndex(range.lowerBound, emptyFirst: false)
        if i > 0 && edits[i - 1].overlaps(probe) && !edits[i - 1].range.isEmpty { return true }
        var k = i
        while k < edits.count && edits[k].range.lowerBound < range.upperBound {
            if edits[k].overlaps(probe) && !edits[k].range.isEmpty { return true }
            k += 1
        }
        return false
    }

    /// Where an edit starting at `offset` goes: after every edit that starts earlier, and at the same
    /// offset, insertions come before replacements.
    private func insertionIndex(_ offset: Int, emptyFirst: Bool) -> Int {
        var lo = 0, hi = edits.count
        while lo < hi {
            let mid = (lo + hi) / 2
            let e = edits[mid]
            let before = e.range.lowerBound < offset || (e.range.lowerBound == offset && (e.range.isEmpty || !emptyFirst))
            if before { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    public var isEmpty: Bool { edits.isEmpty }

    mutating func removeAll(where predicate: (Edit) -> Bool) { edits.removeAll(where: predicate) }

    /// Applies the edits to `bytes`.
    public func apply(to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var at = 0
        for e in edits {
            out.append(contentsOf: bytes[at..<e.range.lowerBound])
            out.append(contentsOf: e.replacement.utf8)
            at = e.range.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return out
    }
}
