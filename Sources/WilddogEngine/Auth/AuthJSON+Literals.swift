/// Literal forms of `AuthJSON`, so that claims and REST bodies read as JSON in code and tests.
extension AuthJSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int64) { self = .int(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(arrayLiteral elements: AuthJSON...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, AuthJSON)...) {
        var object: [String: AuthJSON] = [:]
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
