/// A method of snapshots or strings callable from rule expressions, with its signature.
enum RulesMethod: String, Sendable {
    // Snapshot methods.
    case val, child, parent, exists, hasChild, hasChildren, isString, isNumber, isBoolean, getPriority
    // String methods.
    case contains, beginsWith, endsWith, replace, toLowerCase, toUpperCase, matches

    /// True for snapshot methods, false for string methods.
    var isSnapshotMethod: Bool {
        switch self {
        case .val, .child, .parent, .exists, .hasChild, .hasChildren, .isString, .isNumber, .isBoolean, .getPriority: true
        case .contains, .beginsWith, .endsWith, .replace, .toLowerCase, .toUpperCase, .matches: false
        }
    }

    var receiverType: RulesStaticType { isSnapshotMethod ? .snapshot : .string }

    /// The parameter types; `hasChildren` takes its one array parameter optionally.
    var parameters: [RulesStaticType] {
        switch self {
        case .child, .hasChild, .contains, .beginsWith, .endsWith: [.string]
        case .replace: [.string, .string]
        case .matches: [.regex]
        case .hasChildren: [.list]
        default: []
        }
    }

    var minimumArguments: Int { self == .hasChildren ? 0 : parameters.count }

    var resultType: RulesStaticType {
        switch self {
        case .val, .getPriority: .any
        case .child, .parent: .snapshot
        case .exists, .hasChild, .hasChildren, .isString, .isNumber, .isBoolean: .bool
        case .contains, .beginsWith, .endsWith, .matches: .bool
        case .replace, .toLowerCase, .toUpperCase: .string
        }
    }

    /// The accepted argument counts as they read in an error message.
    var arityDescription: String {
        let maximum = parameters.count
        if minimumArguments == maximum { return maximum == 1 ? "1 argument" : "\(maximum) arguments" }
        return "\(minimumArguments) or \(maximum) arguments"
    }
}
