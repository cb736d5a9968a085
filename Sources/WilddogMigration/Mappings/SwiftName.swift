/// A Swift declaration name such as `observe(_:with:)`, `goOffline()` or `authData`.
struct SwiftName: Sendable, Equatable, Hashable {
    var base: String
    /// Argument labels (`_` for none); nil for a property.
    var labels: [String]?

    init(base: String, labels: [String]?) {
        self.base = base
        self.labels = labels
    }

    init(_ text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
            self.init(base: text, labels: nil)
            return
        }
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let labels = inner.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        self.init(base: String(text[..<open]), labels: labels)
    }

    var description: String {
        guard let labels else { return base }
        return base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}
