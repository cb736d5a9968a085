/// One fact of the 1.x → 2.x mapping, read from `Mappings/*.json`.
public struct MappingEntry: Sendable, Codable, Equatable {
    /// Unique id; an entry in a `--mappings` directory with the same id replaces this one.
    public var id: String
    /// What the entry describes, and so which rule reads it.
    public var kind: MappingKind
    /// The legacy class the entry belongs to, for the documentation tables.
    public var legacyClass: String?
    /// Language-neutral legacy name (types, constants, identifiers).
    public var from: String?
    /// Language-neutral 2.x name.
    public var to: String?
    /// The Objective-C spelling; nil when the entry does not apply to Objective-C.
    public var objc: MappingForm?
    /// The Swift spelling; nil when the entry does not apply to Swift.
    public var swift: MappingForm?
    /// Module name (`WilddogSync`) for modules and types.
    public var module: String?
    /// Identifier prefixes that make a file use a module.
    public var prefixes: [String]?
    /// Enum cases: legacy case → 2.x case; for `enumCase`, also the Swift-2 spelling of the 2.x case.
    public var cases: [String: String]?
    /// For calls: index of an argument holding a `WDGDataEventType` case to lower-case.
    public var enumArgument: Int?
    /// For calls and properties: the receiver must be this class name (`Wilddog.goOffline()`).
    public var receiverClass: String?
    /// For calls and properties: edits are confident only when the receiver is a variable known to
    /// hold this kind of value (`reference`, `authData`).
    public var receiverKind: String?
    /// For calls and properties that return a value of a known kind (`reference`): a variable
    /// initialized from them (`let posts = ref.childByAppendingPath("posts")`) is known to hold it.
    public var returnsKind: String?
    /// Index of the completion block's parameter that receives the reference (`{ error, ref in }` → 1):
    /// a closure literal's parameter there is known to hold a reference.
    public var callbackReference: Int?
    /// For properties: the 2.x member is optional. An access already used as an optional (`?.`, `!`,
    /// `??`, `if let x = …`, `== nil`) is 2.x code and left alone.
    public var optionalIn2x: Bool?
    /// Confidence when `receiverKind` is set but the receiver is not known to hold it; nil skips such sites.
    public var unknownReceiver: Confidence?
    /// For calls: how the completion block's parameters change.
    public var callback: CallbackSpec?
    /// For calls that return an observer or auth handle whose type changes.
    public var handle: HandleSpec?
    /// For `errorCode` entries: the legacy code and its nearest 2.x code.
    public var errorCode: ErrorCodeSpec?
    /// Confidence of edits made from this entry (default `high`).
    public var confidence: Confidence?
    /// Reported with every edit made from this entry (a behaviour change worth knowing).
    public var message: String?
    /// Where MIGRATION.md explains the entry; manual findings link there.
    public var anchor: String?
    /// Extra text for the documentation table.
    public var note: String?
    /// OAuth: provider name → credential factories and the parameter keys they take.
    public var providers: [OAuthProvider]?
    /// Manual entries: report only when the project uses this mapping section (an entry anchor,
    /// e.g. `authentication`).
    public var whenProjectUses: String?
    /// Calls (schema 2): the call names a 2.0.0 app by its id in this argument (`WDGAuth.auth(appID: "x")`);
    /// the app's base URL is then `appURL` of the `appConfiguration` entry.
    public var appIDArgument: Int?
    /// OAuth (schema 2): the call passes a single token instead of a parameter dictionary.
    public var takesToken: Bool?
    /// Configuration (schema 2): a 2.x app's base URL, with `$appId` for the app id (`https://$appId.wilddogio.com`).
    public var appURL: String?
    /// Configuration (schema 2): the 2.x class-method accessors of the default app (`WDGSync.sync`, `WDGAuth.auth`).
    public var defaultApp: [String]?
    /// Configuration (schema 2): the class methods whose call means the code already configures an app
    /// (`WDGApp.configure`, `WDGApp.configureWithOptions`, …), in either language.
    public var configuredBy: [String]?
    /// Configuration (schema 2): labels or selector pieces whose literal argument is the sync URL of an
    /// existing configuration (`syncURL`, `initWithSyncURL`).
    public var syncURLLabels: [String]?

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

    /// `confidence`, `high` when unset.
    public var effectiveConfidence: Confidence { confidence ?? .high }

    /// The spelling in `language`.
    public func form(_ language: Language) -> MappingForm? { language == .swift ? swift : objc }
}
