/// The SDKs' validation rules for keys, paths, priorities and write targets (SEMANTICS.md §8).
///
/// Messages follow the JS SDK's wording (`<method> failed: <argument> argument …`), with the
/// public method name supplied by the facade.
package enum Validation {
    /// Maximum depth of a written key path (target path plus nested data keys).
    package static let maxPathDepth = 32
    /// Maximum UTF-8 length of a written key path, separators included.
    package static let maxPathLengthBytes = 768
    /// Maximum UTF-8 length of a string value.
    package static let maxLeafSizeBytes = 10 * 1024 * 1024

    /// The prefix of every message: `"<method> failed: <argument> argument "`.
    package static func prefix(_ method: String, _ argument: String) -> String {
        "\(method) failed: \(argument) argument "
    }

    /// A key: non-empty, without `.` `$` `#` `[` `]` `/` or ASCII control characters.
    package static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && !key.utf8.contains(where: isForbiddenInKey)
    }

    /// A path string: like a key but `/` is allowed.
    package static func isValidPathString(_ path: String) -> Bool {
        !path.isEmpty && !path.utf8.contains(where: isForbiddenInPath)
    }

    /// A root path string may start with `/.info`, which is readable (not writable). Like any
    /// path string it must be non-empty (`"/"` is the root).
    package static func isValidRootPathString(_ path: String) -> Bool {
        guard !path.isEmpty else { return false }
        var p = Substring(path)
        while p.hasPrefix("/") { p = p.dropFirst() }
        if p == ".info" || p.hasPrefix(".info/") { p = p.dropFirst(5) }
        return p.isEmpty || isValidPathString(String(p))
    }

    @inline(__always)
    static func isForbiddenInPath(_ c: UInt8) -> Bool {
        c < 0x20 || c == 0x7F || c == UInt8(ascii: ".") || c == UInt8(ascii: "#") || c == UInt8(ascii: "$")
            || c == UInt8(ascii: "[") || c == UInt8(ascii: "]")
    }

    @inline(__always)
    static func isForbiddenInKey(_ c: UInt8) -> Bool { isForbiddenInPath(c) || c == UInt8(ascii: "/") }

    package static func validateKey(_ key: String, method: String, argument: String = "key") throws(ValidationError) {
        guard isValidKey(key) else {
            throw ValidationError(prefix(method, argument) + "was an invalid key = \"\(key)\".  Wilddog keys must be "
                + "non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\" or control characters.")
        }
    }

    package static func validatePathString(_ path: String, method: String, argument: String = "path") throws(ValidationError) {
        guard isValidPathString(path) else {
            throw ValidationError(prefix(method, argument) + "was an invalid path = \"\(path)\". Paths must be non-empty "
                + "strings and can't contain \".\", \"#\", \"$\", \"[\", or \"]\" or control characters.")
        }
    }

    package static func validateRootPathString(_ path: String, method: String, argument: String = "path") throws(ValidationError) {
        guard isValidRootPathString(path) else {
            throw ValidationError(prefix(method, argument) + "was an invalid path = \"\(path)\". Paths must be non-empty "
                + "strings and can't contain \".\", \"#\", \"$\", \"[\", or \"]\" or control characters.")
        }
    }

    /// Writes under `/.info` are rejected.
    package static func validateWritablePath(_ path: Path, method: String) throws(ValidationError) {
        if path.front?.string == ".info" {
            throw ValidationError("\(method) failed: Can't modify data under /.info/")
        }
    }

    /// Checks the depth and byte length of a key path being written.
    package static func validateKeyPath(_ parts: [String], method: String, argument: String) throws(ValidationError) {
        var bytes = max(1, parts.count)
        for p in parts { bytes += p.utf8.count }
        if bytes > maxPathLengthBytes {
            throw ValidationError(prefix(method, argument) + "has a key path longer than \(maxPathLengthBytes) bytes (\(bytes)).")
        }
        if parts.count > maxPathDepth {
            throw ValidationError(prefix(method, argument) + "path specified exceeds the maximum depth that can be "
                + "written (\(maxPathDepth)) or object contains a cycle \(propertyDescription(parts))")
        }
    }

    /// A number as JavaScript prints it in messages (`NaN`, `Infinity`, `-Infinity`, `1.5`).
    package static func numberText(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-Infinity" : "Infinity" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }

    /// `in property 'a.b.c'`, as the SDK names the offending location.
    package static func propertyDescription(_ parts: [String]) -> String {
        parts.isEmpty ? "" : "in property '\(parts.joined(separator: "."))'"
    }

    /// Merge keys are paths; none may be an ancestor of another (SEMANTICS.md §8.6).
    package static func validateMergePaths(_ paths: [Path], method: String, argument: String = "values") throws(ValidationError) {
        for path in paths {
            for (i, key) in path.segments.enumerated() {
                if key.isPriorityKey && i == path.segments.count - 1 { continue }
                if !isValidKey(key.string) {
                    throw ValidationError(prefix(method, argument) + "contains an invalid key (\(key.string)) in path \(path). "
                        + "Keys must be non-empty strings and can't contain \".\", \"#\", \"$\", \"/\", \"[\", or \"]\"")
                }
            }
        }
        let sorted = paths.sorted { Path.compare($0, $1) < 0 }
        var previous: Path?
        for path in sorted {
            if let prev = previous, prev.contains(path) {
                throw ValidationError(prefix(method, argument) + "contains a path \(prev) that is ancestor of another path \(path)")
            }
            previous = path
        }
    }
}

extension Path {
    /// Segment-wise key order (used to sort merge paths so ancestors precede descendants).
    package static func compare(_ a: Path, _ b: Path) -> Int {
        for (x, y) in zip(a.segments, b.segments) {
            let c = ChildKey.compare(x, y)
            if c != 0 { return c }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }
}
