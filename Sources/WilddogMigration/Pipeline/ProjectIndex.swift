/// Facts about the whole codebase that single-file rules need: app base URLs, the launch method,
/// variables known to hold references or auth data, string constants.
public struct ProjectIndex: Sendable {
    /// Where the one-time app configuration can go.
    public struct LaunchSite: Sendable, Equatable {
        public var path: String
        /// Byte offset just after the `{` that opens the method body.
        public var offset: Int
        public var indentation: String
        /// True when `offset` is the start of a line (the text to insert ends with a line break).
        public var ownLine: Bool
        /// True when the type has no `init()` yet: the configuration goes into a new one (SwiftUI `App`).
        public var opensInit = false
    }

    /// A place that uses a base URL, for reports.
    public struct Site: Sendable, Equatable {
        public var path: String
        public var offset: Int
    }

    /// Base URLs (`https://<appId>.wilddogio.com`) by first use, with the number of uses.
    public var baseURLs: [(base: String, count: Int, first: Site)] = []
    public var launchSites: [LaunchSite] = []
    /// True when the code already calls `WDGApp configure…`.
    public var hasConfiguration = false
    /// Sync URLs already passed to `WDGOptions`, in file order: the first is the configured default app.
    public var configuredBases: [String] = []
    /// Start of the line of the first statement that uses the default app once rewritten (a legacy
    /// constructor, a member moved to `WDGSync.sync()` / `WDGAuth.auth()`, a hybrid auth call), where
    /// a missing configuration is reported.
    public var firstLegacyEntryPoint: Site?
    /// Variable names by what they hold (`reference`, `authData`).
    public var variables: [String: Set<String>] = [:]
    /// Names of variables that store auth observer handles.
    public var authHandleNames: Set<String> = []
    /// Names of the arrays and dictionaries that store auth observer handles (Swift).
    public var authHandleCollections: Set<String> = []
    /// By file path: offsets of the shorthand arguments (`$0`) that hold auth data in auth callbacks.
    public var authDataShorthands: [String: Set<Int>] = [:]
    /// String constants whose value is a literal, by name.
    public var stringConstants: [String: String] = [:]
    /// Anchors of the mapping sections the code uses (`authentication` when it calls auth APIs).
    public var usedSections: Set<String> = []
    /// Objective-C block typedefs with the shape of a legacy auth result, with the 2.x parameter order.
    public var reorderedBlockTypes: [String: [Int]] = [:]
    /// Objective-C block properties declared with that shape (`@property (copy) void (^onLogin)(NSError *, WAuthData *);`).
    public var reorderedBlockNames: [String: [Int]] = [:]
    /// Objective-C properties and methods declared with a plain type name: `@property (copy) AccountLoginBlock onLogin;`,
    /// `- (AccountLoginBlock)loginCompletion…` (by first selector piece): name → type.
    public var memberTypes: [String: String] = [:]
    /// Swift type names the project declares or imports by name (Firebase target).
    public var declaredTypeNames: Set<String> = []
    /// Firebase target: the Wilddog apps the 2.x code configures, in file order (name nil: the default app).
    public var wilddogApps: [(name: String?, appID: String)] = []
    /// Firebase target: the first configuration of the default app.
    public var firstConfiguration: Site?

    public init() {}

    /// Firebase target: the id of the default Wilddog app, when the code configures it with a URL the tool reads.
    public var defaultAppID: String? { wilddogApps.first { $0.name == nil }?.appID }

    /// Firebase target: the id of the Wilddog app configured under `name`.
    public func appID(named name: String) -> String? { wilddogApps.first { $0.name == name }?.appID }

    /// The base URL of the default app: the most used one, the first seen on a tie.
    public var defaultBase: String? {
        if let configured = configuredBases.first { return configured }
        // Ties: the base used first (by path, then by position), whichever way its use was found.
        return baseURLs.max { a, b in
            a.count < b.count || (a.count == b.count && (a.first.path, a.first.offset) > (b.first.path, b.first.offset))
        }?.base
    }

    /// Constructor arguments naming a constant of another file, resolved by `resolveConstantURLUses()`.
    private var constantURLUses: [(name: String, site: Site)] = []
    /// Swift constructor arguments naming a parameter or a stored property, followed by `followURLArguments(_:)`.
    private(set) var followCandidates: [FollowCandidate] = []
    /// By file path and constructor offset: the values a parameter or stored property given to a
    /// constructor takes across the project.
    var followedURLs: [String: [Int: FollowedURL]] = [:]

    mutating func merge(_ facts: FileFacts) {
        for use in facts.baseUses { countBase(use.base, at: use.site) }
        constantURLUses += facts.constantURLUses
        followCandidates += facts.followCandidates
        launchSites += facts.launchSites
        hasConfiguration = hasConfiguration || facts.hasConfiguration
        configuredBases += facts.configuredBases
        if firstLegacyEntryPoint == nil { firstLegacyEntryPoint = facts.firstLegacyEntryPoint }
        for (kind, names) in facts.variables { variables[kind, default: []].formUnion(names) }
        authHandleNames.formUnion(facts.authHandleNames)
        authHandleCollections.formUnion(facts.authHandleCollections)
        if !facts.authDataShorthands.isEmpty { authDataShorthands[facts.path, default: []].formUnion(facts.authDataShorthands) }
        stringConstants.merge(facts.stringConstants) { a, _ in a }
        usedSections.formUnion(facts.usedSections)
        reorderedBlockTypes.merge(facts.reorderedBlockTypes) { a, _ in a }
        reorderedBlockNames.merge(facts.reorderedBlockNames) { a, _ in a }
        memberTypes.merge(facts.memberTypes) { a, _ in a }
        declaredTypeNames.formUnion(facts.declaredTypeNames)
        wilddogApps += facts.wilddogApps
        if firstConfiguration == nil { firstConfiguration = facts.firstConfiguration }
    }

    /// After every file is merged: a constructor given a constant defined in another file
    /// (`#define kURL @"https://…"` in a header) uses that constant's base URL too.
    mutating func resolveConstantURLUses() {
        for use in constantURLUses {
            if let value = stringConstants[use.name], let url = LiteralURL(string: value) { countBase(url.base, at: use.site) }
        }
        constantURLUses = []
    }

    /// After every file is merged: a constructor given a parameter or a stored property uses the
    /// base URLs of the values the project passes it, each counted where it is written.
    mutating func followURLArguments(_ follower: URLFollower) {
        for c in followCandidates {
            guard let followed = follower.follow(c) else { continue }
            followedURLs[c.path, default: [:]][c.offset] = followed
            for v in followed.values { countBase(v.url.base, at: v.site) }
        }
        followCandidates = []
    }

    private mutating func countBase(_ base: String, at site: Site) {
        if let i = baseURLs.firstIndex(where: { $0.base == base }) {
            baseURLs[i].count += 1
            let first = baseURLs[i].first
            if (site.path, site.offset) < (first.path, first.offset) { baseURLs[i].first = site }
        }
        else { baseURLs.append((base, 1, site)) }
    }

    /// True when the configuration (of the default app and of every other app URL) is inserted at an entry point.
    public var insertsConfiguration: Bool { !hasConfiguration && !launchSites.isEmpty && defaultBase != nil }

    /// Why no configuration is inserted at an entry point, as findings say it; nil when one is.
    var configurationNotInserted: String? {
        if insertsConfiguration { return nil }
        if hasConfiguration { return "the code configures its apps already" }
        if launchSites.isEmpty { return "no entry point was found" }
        return "the default app's URL is not a literal"
    }

    func knows(_ name: String, as kind: ValueKind) -> Bool { variables[kind.rawValue]?.contains(name) ?? false }
}
