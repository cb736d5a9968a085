/// A location in the database: a sequence of child keys from the root.
///
/// Paths are values; `child`, `parent` and `popFront` share storage with the original.
package struct Path: Sendable, Hashable, CustomStringConvertible {
    package private(set) var segments: ArraySlice<ChildKey>

    package init(_ segments: some Sequence<ChildKey>) {
        self.segments = ArraySlice(segments)
    }

    package init(_ segments: [ChildKey]) {
        self.segments = segments[...]
    }

    /// Parses a slash-separated path; empty segments (leading, trailing, doubled slashes) are
    /// dropped. No validation: see `Validation` for the SDK's rules.
    package init(_ string: String) {
        var keys: [ChildKey] = []
        for piece in string.split(separator: "/", omittingEmptySubsequences: true) {
            keys.append(ChildKey(String(piece)))
        }
        segments = ArraySlice(keys)
    }

    package static let root = Path([ChildKey]())

    package var isEmpty: Bool { segments.isEmpty }
    package var count: Int { segments.count }
    package var front: ChildKey? { segments.first }
    package var back: ChildKey? { segments.last }

    /// The path without its first segment (the root for the root).
    package var popFront: Path {
        var p = self
        if !p.segments.isEmpty { p.segments = p.segments.dropFirst() }
        return p
    }

    /// The parent path, or nil for the root. (A slice of the same storage: `removeLast` on a
    /// shared slice would copy it.)
    package var parent: Path? {
        guard !segments.isEmpty else { return nil }
        var p = self
        p.segments = p.segments.dropLast()
        return p
    }

    package func child(_ key: ChildKey) -> Path {
        var keys: [ChildKey] = []
        keys.reserveCapacity(segments.count + 1)
        keys.append(contentsOf: segments)
        keys.append(key)
        return Path(keys)
    }

    package func child(_ path: Path) -> Path {
        if path.isEmpty { return self }
        if isEmpty { return path }
        var keys: [ChildKey] = []
        keys.reserveCapacity(segments.count + path.segments.count)
        keys.append(contentsOf: segments)
        keys.append(contentsOf: path.segments)
        return Path(keys)
    }

    /// `base.child(relative)` for each of `relatives`, in order, all slicing one shared storage:
    /// one allocation for many paths (a merge's children made absolute) instead of one each.
    package static func joined(_ base: Path, _ relatives: some Collection<Path>) -> [Path] {
        var total = 0
        for relative in relatives { total += base.count + relative.count }
        var keys: [ChildKey] = []
        keys.reserveCapacity(total)
        var bounds: [Range<Int>] = []
        bounds.reserveCapacity(relatives.count)
        for relative in relatives {
            let start = keys.count
            keys.append(contentsOf: base.segments)
            keys.append(contentsOf: relative.segments)
            bounds.append(start..<keys.count)
        }
        return bounds.map { Path(slice: keys[$0]) }
    }

    private init(slice: ArraySlice<ChildKey>) { segments = slice }

    /// True if `other` is this path or lies below it.
    package func contains(_ other: Path) -> Bool {
        guard segments.count <= other.segments.count else { return false }
        var i = segments.startIndex, j = other.segments.startIndex
        while i < segments.endIndex {
            if segments[i] != other.segments[j] { return false }
            i += 1; j += 1
        }
        return true
    }

    /// The deepest path that contains both `a` and `b`.
    package static func commonAncestor(_ a: Path, _ b: Path) -> Path {
        var p = a
        var length = 0
        for (x, y) in zip(a.segments, b.segments) {
            guard x == y else { break }
            length += 1
        }
        p.segments.removeLast(a.count - length)
        return p
    }

    /// The path of `inner` relative to `outer`; `outer` must contain `inner`.
    package static func relative(from outer: Path, to inner: Path) -> Path {
        precondition(outer.contains(inner), "Path \(inner) is not below \(outer)")
        var p = inner
        p.segments = p.segments.dropFirst(outer.count)
        return p
    }

    package var description: String {
        segments.isEmpty ? "/" : segments.map { "/" + $0.string }.joined()
    }

    /// The path without a leading slash, as the SDKs print relative paths ("" for the root).
    package var relativeString: String { segments.map(\.string).joined(separator: "/") }

    package static func == (a: Path, b: Path) -> Bool { a.segments.elementsEqual(b.segments) }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(segments.count)
        for s in segments { hasher.combine(s) }
    }
}

extension Path: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self.init(value) }
}

extension Path {
    /// `items` in the same order, except that writes to a `.priority` come after all others: a
    /// priority only sticks to a non-empty node, which the other writes may create.
    package static func priorityWritesLast<T>(_ items: [T], path: (T) -> Path) -> [T] {
        guard items.contains(where: { path($0).back?.isPriorityKey == true }) else { return items }
        return items.filter { path($0).back?.isPriorityKey != true } + items.filter { path($0).back?.isPriorityKey == true }
    }

    package static func priorityWritesLast(_ paths: [Path]) -> [Path] { priorityWritesLast(paths) { $0 } }
}
