import Foundation
import WilddogEngine

/// Validation and conversion of written values, and adaptation of write completions.
extension Wilddog {
    /// A write completion as the 1.x API shapes it: `(error, reference)`.
    typealias WriteBlock = (Error?, Wilddog) -> Void

    /// Rejects a write through an unusable reference or under `/.info`.
    func validateWritable(_ method: String) throws(ValidationError) {
        if let usageError { throw usageError }
        try Validation.validateWritablePath(path, method: method)
    }

    /// Parses `value` (and `priority` when given) for a write here, with the SDK's checks.
    func parseWrite(_ value: Any?, priority: Any?? = .none, method: String) throws(ValidationError) -> Node {
        try validateWritable(method)
        return try NodeParser(method: method, at: path)
            .parse(value, priority: priority)
    }

    /// Parses a priority for a write here.
    func parsePriority(_ priority: Any?, method: String) throws(ValidationError) -> LeafValue? {
        try validateWritable(method)
        return try NodeParser(method: method, at: path).parsePriority(priority)
    }

    /// Parses an update dictionary: keys are relative paths (the last segment may be
    /// `.priority`), values are parsed at their target; no key may be an ancestor of another.
    func parseMerge(_ values: [AnyHashable: Any], method: String) throws(ValidationError) -> [(Path, Node)] {
        try validateWritable(method)
        return try NodeParser.parseMerge(values, at: path, method: method,
                                         nonStringKeyHint: " Keys must be path strings.") { key throws(ValidationError) in
            if !key.isPriority {
                try Validation.validatePathString(key.string, method: method, argument: "values")
            } else if !key.target.isEmpty {
                try Validation.validatePathString(key.target.relativeString, method: method, argument: "values")
            }
        }
    }

    /// The engine completion that calls `block` with this reference and a 1.x error.
    func engineCompletion(_ block: WriteBlock?) -> Repo.Completion? {
        guard let block else { return nil }
        return { error in block(error.map(LegacyError.data), self) }
    }

    /// Reports rejected input: to `block` (asynchronously, `OperationFailed`) or to the log.
    func reject(_ error: ValidationError, _ block: WriteBlock?) {
        guard let block else { return EngineLog.warn(error.message) }
        let nsError = LegacyError.validation(error)
        onCallbackQueue { block(nsError, self) }
    }
}
