/// One key of an update dictionary, as the facade's key check sees it.
package struct MergeKey {
    /// The key as given.
    package let string: String
    /// The key as a relative path.
    package let path: Path
    /// True when the last segment is `.priority`: the value is the priority of `target`.
    package let isPriority: Bool
    /// The location written: `path` without a last `.priority` segment.
    package var target: Path { isPriority ? Path(path.segments.dropLast()) : path }
}

extension NodeParser {
    /// Parses the values of an update at `path` (`updateChildValues`, `onDisconnectUpdateChildValues`):
    /// keys are relative paths, a last `.priority` segment takes the priority of its parent,
    /// values are parsed at their target, no key may be empty (`"/"`) and none may be an
    /// ancestor of another.
    ///
    /// `checkKey` applies the SDK generation's own key rules first; a key that is not a string
    /// is rejected with `nonStringKeyHint` appended to the message.
    package static func parseMerge(_ values: [AnyHashable: Any], at path: Path, method: String,
                                   nonStringKeyHint: String = "",
                                   checkKey: (MergeKey) throws(ValidationError) -> Void) throws(ValidationError) -> [(Path, Node)] {
        var children: [(Path, Node)] = []
        children.reserveCapacity(values.count)
        for (key, value) in values {
            guard let keyString = key.base as? String else {
                throw ValidationError(Validation.prefix(method, "values")
                    + "contains a key that is not a string (\(key.base)).\(nonStringKeyHint)")
            }
            let relative = Path(keyString)
            let mergeKey = MergeKey(string: keyString, path: relative, isPriority: relative.back?.isPriorityKey == true)
            try checkKey(mergeKey)
            // A key naming the location itself ("/") is no child to update, in both SDK generations.
            guard !relative.isEmpty else {
                throw ValidationError(Validation.prefix(method, "values") + "contains an empty path \"\(keyString)\".")
            }
            let parser = NodeParser(method: method, argument: "values", at: path.child(mergeKey.target))
            if mergeKey.isPriority {
                children.append((relative, try parser.parsePriority(value).map { .leaf($0) } ?? .empty))
            } else {
                children.append((relative, try parser.parse(value)))
            }
        }
        try Validation.validateMergePaths(children.map(\.0), method: method)
        return children
    }
}
