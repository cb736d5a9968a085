/// What the parser knows about the type of a sub-expression, to reject impossible rules early.
///
/// `any` is for values only known at evaluation (`data.val()`, `auth.token.x`); anything may
/// be done with them and mistakes surface as evaluation errors, which deny.
enum RulesStaticType: Hashable {
    case any
    case bool
    case number
    case string
    case null
    case snapshot
    /// The `auth` variable: an object, or null when signed out.
    case auth
    case regex
    /// An array literal, only meaningful as the argument of `hasChildren()`.
    case list

    /// The type as it reads in an error message.
    var display: String {
        switch self {
        case .any: "value"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .null: "null"
        case .snapshot: "snapshot"
        case .auth: "auth object"
        case .regex: "regular expression"
        case .list: "array"
        }
    }

    /// The type with an article, as it reads inside a sentence.
    var described: String {
        switch self {
        case .any: "a value"
        case .null: "null"
        case .auth: "the auth object"
        case .list: "an array"
        default: "a \(display)"
        }
    }

    /// True if a value of this type may turn out to be of type `other`.
    func admits(_ other: RulesStaticType) -> Bool { self == .any || self == other }
}
