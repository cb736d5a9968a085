/// `call`: a method or message renamed, possibly moved to another receiver, with its callback reshaped.
public struct CallMapping: MemberMapping {
    public static let kind = MappingKind.call
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "to", "receiver", "template", "prefix", "notFollowedBy"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    public var receiverClass: String?
    public var receiverKind: ValueKind?
    public var unknownReceiver: Confidence?
    public var returnsKind: ValueKind?
    public var callbackReference: Int?
    public var enumArgument: Int?
    public var callback: CallbackSpec?
    public var handle: HandleSpec?
    /// The call names a 2.0.0 app by its id in this argument (`WDGAuth.auth(appID: "x")`); the app's
    /// base URL is then `appURL` of the `appConfiguration` entry. Needs `receiverClass`.
    public var appIDArgument: Int?
    /// The argument that takes a handle another entry's `handle` returns (`removeAuthEventObserverWithHandle(h)`):
    /// the variable or parameter passed there holds such a handle, and its declaration is retyped.
    public var handleArgument: Int?
    public var message: String?
    public var confidence: Confidence?
    public var supersedes: [String]?
    /// The completion block keeps its label (`setValue(x, withCompletionBlock: { … })`), never a
    /// trailing closure: a closure of another arity would bind silently to an `Any?` parameter of an
    /// overload (`setValue(_:andPriority:)`); a trailing closure in the code is given its label.
    public var labelClosure: Bool?
    /// Firebase: the 2.x call returned an optional and the Firebase one does not (`WDGAuth.auth()`):
    /// `?` / `!` after the call are dropped and `if let x = …` / `guard let x = …` bind with `let`.
    public var unwrapsResult: Bool?
    /// With `unwrapsResult`: members of the result whose values are not optional either
    /// (`addStateDidChangeListener`), so `(call?.member(…))!`, written to unwrap the 2.x chain, loses its `!`.
    public var nonOptionalMembers: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, receiverClass, receiverKind, unknownReceiver, returnsKind
        case callbackReference, enumArgument, callback, handle, appIDArgument, handleArgument, message, confidence, supersedes
        case labelClosure, unwrapsResult, nonOptionalMembers
    }
}

/// `property`: a property access renamed or moved.
public struct PropertyMapping: MemberMapping {
    public static let kind = MappingKind.property
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "to", "template", "followedBy"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    public var receiverKind: ValueKind?
    public var unknownReceiver: Confidence?
    public var returnsKind: ValueKind?
    /// The 2.x member is optional: an access already used as an optional (`?.`, `!`, `??`,
    /// `if let x = …`, `== nil`) is 2.x code and left alone.
    public var optionalIn2x: Bool?
    public var message: String?
    public var confidence: Confidence?
    public var supersedes: [String]?
    /// The renamed member is also renamed where it is assigned (`db.persistenceEnabled = true`), as
    /// `to` spells a settable member; without it, an assigned access is left alone.
    public var assignable: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, receiverKind, unknownReceiver, returnsKind, optionalIn2x, message, confidence, supersedes
        case assignable
    }
}

/// `oauth`: OAuth sign-in by provider name and parameter dictionary (or token).
public struct OAuthMapping: MemberMapping {
    public static let kind = MappingKind.oauth
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "to", "receiver", "suggest", "notFollowedBy"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    public var callback: CallbackSpec?
    /// Provider name → credential factories and the parameter keys they take.
    public var providers: [OAuthProvider]
    /// The call passes a single token instead of a parameter dictionary.
    public var takesToken: Bool?
    public var receiverClass: String?
    public var handle: HandleSpec?
    public var returnsKind: ValueKind?
    public var callbackReference: Int?

    public struct OAuthProvider: Sendable, Codable, Equatable {
        public var name: String
        /// Dictionary keys the credential needs, in template order (`$access_token`).
        public var keys: [String]
        /// Keys 2.x no longer takes.
        public var dropped: [String]?
        public var objc: String
        public var swift: String
        /// Parameter key that the `token:` variant of the call stands for; nil when that variant cannot be converted.
        public var tokenKey: String?
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, callback, providers, takesToken, receiverClass, handle, returnsKind, callbackReference
    }
}

/// `manual`: something the tool reports with a suggested replacement (`suggest`) but never edits.
public struct ManualMapping: MemberMapping {
    public static let kind = MappingKind.manual
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "suggest", "notFollowedBy"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    /// A call is matched only on this class (`Wilddog.setLoggingEnabled(_:)`).
    public var receiverClass: String?
    /// For a member name (not a call): reported only after a receiver known to hold this kind of value.
    public var receiverKind: ValueKind?
    /// Accepted as on the other member kinds; the manual rule reports a member only after a receiver known
    /// to hold `receiverKind` (inside string interpolations too, which are code), so no shipped entry sets it.
    public var unknownReceiver: Confidence?
    public var returnsKind: ValueKind?
    public var callbackReference: Int?
    /// Why the item is manual; the finding's message.
    public var message: String?
    /// Report only when the project uses this mapping section (an entry anchor, e.g. `authentication`).
    public var whenProjectUses: String?
    /// The string value of the legacy constant `objc.from` (`"com.wilddog.authentication"`). 1.x apps had no
    /// such constant and compared the literal: in Objective-C, `[error.domain isEqualToString:@"…"]` (or
    /// the reverse) with this value is reported like the constant, since it no longer matches in 2.x.
    public var literal: String?
    public var supersedes: [String]?
    /// The finding's severity: `warning` (default) for what needs work, `note` for a behaviour
    /// difference to keep in mind.
    public var severity: Severity?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, receiverClass, receiverKind, unknownReceiver, returnsKind, callbackReference
        case message, whenProjectUses, literal, supersedes, severity
    }
}

/// `unchanged`: a member whose spelling did not change, recorded for the documentation and for the
/// kinds of value it returns or passes to its completion block.
public struct UnchangedMapping: MemberMapping {
    public static let kind = MappingKind.unchanged
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "to"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    public var returnsKind: ValueKind?
    public var callbackReference: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, returnsKind, callbackReference
    }
}
