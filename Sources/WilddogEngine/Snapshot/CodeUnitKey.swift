import Foundation

#if !canImport(Darwin)
/// An `NSString` dictionary key that is equal only to strings with the same UTF-16 code units.
///
/// swift-corelibs-foundation compares `NSString`s with Swift's canonical equivalence while
/// hashing their code units, so an `NSDictionary` cannot hold `"\u{E9}"` and `"e\u{301}"` as
/// two plain `NSString` keys (it merges them, or traps on the inconsistent hash). This key
/// compares code units, as `NSString` does on Apple platforms, and hashes as `NSString` does,
/// so look-ups with plain strings still find it.
final class CodeUnitKey: NSString {
    private var units: [unichar] = []
    private var stringHash = 0

    init(_ string: String) {
        super.init(stringLiteral: "")
        units = Array(string.utf16)
        stringHash = NSString(string: string).hash
    }

    required init(coder: NSCoder) { super.init(stringLiteral: "") }
    required convenience init(string aString: String) { self.init(aString) }
    required init(stringLiteral value: StaticString) {
        super.init(stringLiteral: value)
        units = Array(value.description.utf16)
        stringHash = NSString(string: value.description).hash
    }
    required convenience init(unicodeScalarLiteral value: StaticString) { self.init(stringLiteral: value) }
    required convenience init(extendedGraphemeClusterLiteral value: StaticString) { self.init(stringLiteral: value) }

    override var length: Int { units.count }
    override func character(at index: Int) -> unichar { units[index] }
    override var hash: Int { stringHash }
    override func copy(with zone: NSZone? = nil) -> Any { self }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSString, other.length == units.count else { return false }
        for (i, unit) in units.enumerated() where other.character(at: i) != unit { return false }
        return true
    }
}
#endif

extension NSString {
    /// A dictionary key for `string` that stays distinct from every key with other code units.
    static func codeUnitKey(_ string: String) -> NSString {
        #if canImport(Darwin)
        return NSString(string: string)
        #else
        return CodeUnitKey(string)
        #endif
    }
}
