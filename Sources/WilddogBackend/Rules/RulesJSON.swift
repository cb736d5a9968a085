/// A JSON value read from a rules document, remembering where each part came from.
struct RulesJSON {
    enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(StringValue)
        case array([RulesJSON])
        case object([Member])
    }

    /// A decoded string with the source offset of every scalar, so expression errors can
    /// point into the rules text even through escapes.
    struct StringValue {
        let text: String
        let scalars: [Unicode.Scalar]
        /// `offsets[i]` is the source offset of `scalars[i]`; the extra last entry is the
        /// closing quote.
        let offsets: [Int]
    }

    struct Member {
        let key: String
        let keyOffset: Int
        let value: RulesJSON
    }

    let value: Value
    /// Source offset of the value's first scalar.
    let offset: Int

    /// A short name of the value's type for error messages.
    var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
