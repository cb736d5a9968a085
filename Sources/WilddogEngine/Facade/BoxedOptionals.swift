import Foundation

/// Unwraps Swift optionals boxed in `Any` inside user values, as Objective-C bridging does:
/// `Optional.none` becomes `NSNull()` (which deletes), `Optional.some(x)` becomes `x`.
///
/// Legacy Swift code builds dictionaries from optional properties (`["nick": user.nick]`, a
/// `[String: String?]`), whose values reach `NodeParser` as boxed optionals that it would
/// reject as unsupported types. Containers are rebuilt only when they hold an optional.
package enum BoxedOptionals {
    /// `value` with every boxed optional unwrapped; `value` itself when it holds none.
    package static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        return unwrap(value).value
    }

    private static func unwrap(_ value: Any) -> (value: Any, changed: Bool) {
        if let optional = value as? any OptionalBox {
            guard let wrapped = optional.wrappedAny else { return (NSNull(), true) }
            return (unwrap(wrapped).value, true)
        }
        if value is String || value is NSNumber || value is NSNull { return (value, false) }
        if let dictionary = value as? [String: Any] {
            var changed = false
            var result: [String: Any] = [:]
            result.reserveCapacity(dictionary.count)
            for (key, item) in dictionary {
                let unwrapped = unwrap(item)
                changed = changed || unwrapped.changed
                result[key] = unwrapped.value
            }
            return changed ? (result, true) : (value, false)
        }
        if let dictionary = value as? [AnyHashable: Any] {
            var changed = false
            var result: [AnyHashable: Any] = [:]
            result.reserveCapacity(dictionary.count)
            for (key, item) in dictionary {
                let unwrapped = unwrap(item)
                changed = changed || unwrapped.changed
                result[key] = unwrapped.value
            }
            return changed ? (result, true) : (value, false)
        }
        if let array = value as? [Any] {
            var changed = false
            let result = array.map { item -> Any in
                let unwrapped = unwrap(item)
                changed = changed || unwrapped.changed
                return unwrapped.value
            }
            return changed ? (result, true) : (value, false)
        }
        return (value, false)
    }
}

/// Any `Optional`, whatever it wraps.
private protocol OptionalBox {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalBox {
    fileprivate var wrappedAny: Any? { map { $0 } }
}
