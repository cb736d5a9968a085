/// The accepted edits of one file, free of overlaps.
///
/// Two bitmaps record which bytes are replaced and where insertions are, so checking a new edit
/// costs its own length; the list is searched only when a bit says there may be a clash.
public struct EditSet: Sendable {
    private var list: [Edit] = []
    private var replaced: [UInt64] = []
    private var inserted: [UInt64] = []

    public init() {}

    /// The edits sorted by position; at the same offset, insertions come first.
    public var edits: [Edit] {
        list.sorted { a, b in
            a.range.lowerBound != b.range.lowerBound ? a.range.lowerBound < b.range.lowerBound : (a.range.isEmpty && !b.range.isEmpty)
        }
    }

    public var isEmpty: Bool { list.isEmpty }

    /// The edits in the order they were accepted.
    var unsorted: [Edit] { list }

    /// Adds `edit` unless it overlaps an accepted edit; returns the edit it collided with.
    @discardableResult
    mutating func add(_ edit: Edit) -> Edit? {
        if let clash = conflict(with: edit) { return clash }
        addChecked(edit)
        return nil
    }

    /// Adds an edit already known not to overlap any accepted edit.
    mutating func addChecked(_ edit: Edit) {
        list.append(edit)
        let words = edit.range.upperBound / 64 + 1
        if replaced.count < words {
            let size = max(words, replaced.count * 2)
            replaced.append(contentsOf: repeatElement(0, count: size - replaced.count))
            inserted.append(contentsOf: repeatElement(0, count: size - inserted.count))
        }
        if edit.range.isEmpty {
            Self.set(&inserted, edit.range.lowerBound)
        } else {
            for b in edit.range { Self.set(&replaced, b) }
        }
    }

    @inline(__always) private static func set(_ bits: inout [UInt64], _ i: Int) { bits[i >> 6] |= 1 << UInt64(i & 63) }

    @inline(__always) private static func test(_ bits: [UInt64], _ i: Int) -> Bool {
        i >> 6 < bits.count && bits[i >> 6] & (1 << UInt64(i & 63)) != 0
    }

    /// The accepted edit that `edit` would overlap, if any.
    func conflict(with edit: Edit) -> Edit? {
        let r = edit.range
        var suspect = false
        if r.isEmpty {
            let p = r.lowerBound
            suspect = Self.test(inserted, p) || (p > 0 && Self.test(replaced, p - 1) && Self.test(replaced, p))
        } else {
            var b = r.lowerBound
            while b < r.upperBound && !suspect {
                suspect = Self.test(replaced, b) || (b > r.lowerBound && Self.test(inserted, b))
                b += 1
            }
        }
        guard suspect else { return nil }
        return list.first { $0.overlaps(edit) }
    }

    /// True when an accepted edit replaces any byte of `range`.
    func covers(_ range: Range<Int>) -> Bool {
        for b in range where Self.test(replaced, b) { return true }
        return false
    }

    /// True when accepted edits replace every byte of `range`.
    func coversAll(_ range: Range<Int>) -> Bool {
        for b in range where !Self.test(replaced, b) { return false }
        return true
    }

    /// Applies the edits to `bytes`.
    public func apply(to bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + list.reduce(0) { $0 + $1.replacement.utf8.count })
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
