/// The constraints of a query, written once and built with each facade's query builders.
///
/// Bound values are JSON literals (`"3"`, `"\"b\""`, `"null"`), so scenarios stay `Sendable`.
struct QueryShape: Sendable, CustomStringConvertible {
    enum Order: Sendable {
        case child(String)
        case key
        case value
        case priority
    }

    /// A start, end or equal bound: a value and, optionally, the child key that breaks ties.
    struct Bound: Sendable {
        var json: String
        var childKey: String?
    }

    enum Limit: Sendable {
        case first(UInt)
        case last(UInt)
    }

    var order: Order?
    var start: Bound?
    var end: Bound?
    var equal: Bound?
    var limit: Limit?

    /// The location's data without constraints.
    static let all = QueryShape()

    static func orderedByChild(_ path: String) -> QueryShape { QueryShape(order: .child(path)) }
    static let orderedByKey = QueryShape(order: .key)
    static let orderedByValue = QueryShape(order: .value)
    static let orderedByPriority = QueryShape(order: .priority)

    func starting(at json: String, childKey: String? = nil) -> QueryShape {
        var copy = self
        copy.start = Bound(json: json, childKey: childKey)
        return copy
    }

    func ending(at json: String, childKey: String? = nil) -> QueryShape {
        var copy = self
        copy.end = Bound(json: json, childKey: childKey)
        return copy
    }

    func equal(to json: String, childKey: String? = nil) -> QueryShape {
        var copy = self
        copy.equal = Bound(json: json, childKey: childKey)
        return copy
    }

    func limited(toFirst count: UInt) -> QueryShape {
        var copy = self
        copy.limit = .first(count)
        return copy
    }

    func limited(toLast count: UInt) -> QueryShape {
        var copy = self
        copy.limit = .last(count)
        return copy
    }

    var description: String {
        var parts: [String] = []
        switch order {
        case .child(let path): parts.append("byChild(\(path))")
        case .key: parts.append("byKey")
        case .value: parts.append("byValue")
        case .priority: parts.append("byPriority")
        case nil: break
        }
        func bound(_ name: String, _ bound: Bound?) {
            guard let bound else { return }
            parts.append("\(name)(\(bound.json)\(bound.childKey.map { ", \($0)" } ?? ""))")
        }
        bound("start", start)
        bound("end", end)
        bound("equal", equal)
        switch limit {
        case .first(let count): parts.append("first(\(count))")
        case .last(let count): parts.append("last(\(count))")
        case nil: break
        }
        return parts.joined(separator: ".")
    }
}
