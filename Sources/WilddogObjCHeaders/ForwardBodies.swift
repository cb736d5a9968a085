/// The forward files' bodies, made checkable on Linux.
///
/// The header step reads each facade's interface, which has no function bodies: a forward calling a
/// misspelled or removed Swift member would still give a correct-looking header. So the forward
/// files are also compiled with the module's own sources when its interface is emitted (one
/// module, as on Apple platforms: internal members, the real types, conformances in one place),
/// in the form Linux can compile: the `canImport(ObjectiveC)` guard holds, the `@objc` attributes
/// (which need an Objective-C `NSObject`) and the `public`/`open` modifiers (which would put the
/// forwards into the emitted interface beside the `@objc` ones appended later) are blanked out.
/// Blanked, not removed, and under a `#sourceLocation` of the original file: an error names the
/// forward file, line and column as written.
enum ForwardBodies {
    static func linuxSource(_ text: String, path: String) -> String {
        var out = "#sourceLocation(file: \(quoted(path)), line: 1)\n"
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                line = line.replacingOccurrences(of: "canImport(ObjectiveC)", with: "true")
            }
            line = blank(line, /@objc(?:\([^)]*\))?(?![\w])/)
            line = blank(line, /\b(?:public|open) (?=(?:[a-z]+ )*(?:func|var|let|class|protocol|extension|init|subscript|typealias|struct|enum)\b)/)
            out += line + "\n"
        }
        return out + "#sourceLocation()\n"
    }

    /// Every match of `pattern` replaced by as many spaces (columns stay where they were).
    private static func blank(_ line: String, _ pattern: some RegexComponent) -> String {
        var result = line
        for match in line.matches(of: pattern).reversed() {
            result.replaceSubrange(match.range, with: String(repeating: " ", count: line[match.range].count))
        }
        return result
    }

    private static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
