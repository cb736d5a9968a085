/// `constructor`: the legacy URL constructor of `legacyClass`, spelled by the forms' `initializer`
/// (`init(url:)`, `initWithUrl:`), and its replacements (`to`, `root`, `path`, `named`, `namedURL`, `byHost`).
public struct ConstructorMapping: SpelledMapping {
    public static let kind = MappingKind.constructor
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "initializer", "to", "root", "path", "named", "namedURL", "byHost"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    public var confidence: Confidence?

    /// `confidence`, `high` when unset.
    public var effectiveConfidence: Confidence { confidence ?? .high }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, confidence
    }
}

/// `appConfiguration`: the one-time app configuration inserted at launch (the forms' `template`,
/// `named` for a second app, `function` for the launch method), and what shows the code has one.
public struct AppConfigurationMapping: SpelledMapping {
    public static let kind = MappingKind.appConfiguration
    public static let fields = Set(CodingKeys.allCases.map(\.rawValue))
    public static let formFields: Set<String> = ["from", "template", "named", "function", "database"]
    public var id: String
    public var legacyClass: String?
    public var anchor: String?
    public var note: String?
    public var swift: MappingForm?
    public var objc: MappingForm?
    /// A 2.x app's base URL, with `$appId` for the app id (`https://$appId.wilddogio.com`).
    public var appURL: String
    /// The 2.x class-method accessors of the default app (`WDGSync.sync`, `WDGAuth.auth`).
    public var defaultApp: [String]
    /// The class methods whose call means the code already configures an app (`WDGApp.configure`, …).
    public var configuredBy: [String]
    /// Labels or selector pieces whose literal argument is the sync URL of an existing configuration
    /// (`syncURL`, `initWithSyncURL`).
    public var syncURLLabels: [String]?
    public var supersedes: [String]?
    /// Firebase: the database URL written for a Wilddog app whose Firebase URL was not given, with
    /// `$appId` (`https://<database of $appId>.firebaseio.com`).
    public var databaseURLPlaceholder: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, legacyClass, anchor, note, swift, objc, appURL, defaultApp, configuredBy, syncURLLabels, supersedes
        case databaseURLPlaceholder
    }
}
