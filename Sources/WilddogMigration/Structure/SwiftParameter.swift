/// One parameter of a Swift `init` or `func` declaration: `label name: Type = default`.
struct SwiftParameter: Sendable {
    /// The argument label callers write; nil for `_`.
    var label: String?
    /// The name the body uses.
    var name: String
    /// First and last token of the default value, if it has one.
    var defaultValue: (first: Int, last: Int)?
    /// `String...`: callers may pass any number of values.
    var isVariadic: Bool

    /// Reads the list element `first...last` of a parameter list; nil when it is not `name: Type`.
    init?(_ f: SourceFile, first: Int, last: Int) {
        guard first <= last, f.isIdentifier(first) else { return nil }
        var colon = first + 1
        if f.isIdentifier(first + 1) { colon = first + 2 }
        guard colon <= last, f.isPunct(colon, Byte.colon) else { return nil }
        let external = f.text(first)
        label = external == "_" ? nil : external
        name = colon == first + 2 ? f.text(first + 1) : external
        var j = colon + 1
        var equal: Int?
        var dots = 0
        while j <= last {
            if let p = f.partnerOf(j), p > j { j = p + 1; continue }
            if f.isPunct(j, Byte.equal) { equal = j; break }
            if f.isPunct(j, Byte.dot) { dots += 1 }
            j += 1
        }
        defaultValue = equal.flatMap { $0 < last ? ($0 + 1, last) : nil }
        isVariadic = dots >= 3
    }
}
