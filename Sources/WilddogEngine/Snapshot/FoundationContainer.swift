import Foundation

/// One level of an `NSDictionary`/`NSArray`, read without converting nested collections.
///
/// On Apple platforms the Objective-C accessors hand back nested objects as they are. In
/// swift-corelibs-foundation every accessor (`object(forKey:)`, enumeration, `object(at:)`)
/// bridges the nested object to a Swift collection, which converts its whole content first:
/// unbounded recursion for a deep value and a crash for a self-containing one. There the
/// containers' reflection, which lists their stored objects as they are, is read instead; a
/// subclass that keeps its contents elsewhere falls back to the public accessors.
enum FoundationContainer {
    /// The key/object pairs of `dictionary`.
    static func entries(_ dictionary: NSDictionary) -> [(key: AnyObject, value: Any)] {
        #if !canImport(Darwin)
        var stored: [(key: AnyObject, value: Any)] = []
        stored.reserveCapacity(dictionary.count)
        for child in Mirror(reflecting: dictionary).children {
            guard let pair = child.value as? (key: NSObject, value: AnyObject) else { break }
            stored.append((pair.key, pair.value))
        }
        if stored.count == dictionary.count { return stored }
        #endif
        return dictionary.allKeys.map { key in
            (key as AnyObject, dictionary.object(forKey: key) as Any)
        }
    }

    /// The objects of `array`, in order.
    static func elements(_ array: NSArray) -> [Any] {
        #if !canImport(Darwin)
        var stored: [Any] = []
        stored.reserveCapacity(array.count)
        for child in Mirror(reflecting: array).children {
            guard child.label == nil, type(of: child.value) is AnyObject.Type else { break }
            stored.append(child.value)
        }
        if stored.count == array.count { return stored }
        #endif
        return (0..<array.count).map { array.object(at: $0) }
    }
}
