/// The Objective-C runtime names of the facade classes. Each public class declares the SDK's class
/// name for Apple platforms, so that `NSClassFromString(@"WDGApp")` finds it:
///
///     #if canImport(ObjectiveC)
///     @objc(WDGApp)
///     #endif
///     public class WDGApp: NSObject {
///
/// On Linux the attribute cannot compile, even with `-enable-objc-interop` (corelibs Foundation's
/// `NSObject` is not an Objective-C class: "only classes that inherit from NSObject can be declared
/// '@objc'"), so it is missing from the Linux interface; the tool reads it from the sources and
/// puts it back on the class in the interface text, where the header step prints
/// `SWIFT_CLASS_NAMED("WDGApp")` as the compiler does on Apple platforms.
enum ClassNames {
    /// Swift class name → Objective-C name, from the guarded `@objc(Name)` of each class in `source`.
    static func declared(in source: String) -> [String: String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var names: [String: String] = [:]
        var i = 0
        while i + 2 < lines.count {
            defer { i += 1 }
            guard lines[i] == "#if canImport(ObjectiveC)", lines[i + 2] == "#endif",
                  let attribute = lines[i + 1].wholeMatch(of: /@objc\((\w+)\)/) else { continue }
            var j = i + 3
            while j < lines.count && lines[j].hasPrefix("@") { j += 1 }
            if j < lines.count, let declaration = lines[j].firstMatch(of: /^(?:public |open )(?:final )?class (\w+)\b/) {
                names[String(declaration.1)] = String(attribute.1)
            }
        }
        return names
    }

    /// `@_hasMissingDesignatedInitializers public class WDGApp : Foundation.NSObject {` →
    /// `@_hasMissingDesignatedInitializers @objc(WDGApp) public class WDGApp : Foundation.NSObject {`.
    static func apply(_ names: [String: String], to line: String) -> String {
        guard !names.isEmpty, let m = line.firstMatch(of: /^(?<attributes>(?:@.* )?)(?<declaration>(?:public|open) (?:final )?class (?<name>\w+) :.*)$/),
              let objc = names[String(m.name)] else { return line }
        return "\(m.attributes)@objc(\(objc)) \(m.declaration)"
    }
}
