/// What one file contributes to the ProjectIndex.
struct FileFacts: Sendable {
    var path = ""
    var baseUses: [(base: String, site: ProjectIndex.Site)] = []
    /// Constructors given a constant this file does not define (`initWithUrl:kURL`, `kURL` in a
    /// header): a base use once the project's constants are known.
    var constantURLUses: [(name: String, site: ProjectIndex.Site)] = []
    /// Swift constructors given a parameter or a stored property: followed once every file is read.
    var followCandidates: [FollowCandidate] = []
    var launchSites: [ProjectIndex.LaunchSite] = []
    var hasConfiguration = false
    var configuredBases: [String] = []
    var firstLegacyEntryPoint: ProjectIndex.Site?
    var variables: [String: Set<String>] = [:]
    var authHandleNames: Set<String> = []
    var authHandleCollections: Set<String> = []
    /// Offsets of the `$n` tokens that stand for auth data (shorthand arguments of auth callbacks).
    var authDataShorthands: Set<Int> = []
    var stringConstants: [String: String] = [:]
    var usedSections: Set<String> = []
    var reorderedBlockTypes: [String: [Int]] = [:]
    var reorderedBlockNames: [String: [Int]] = [:]
    var memberTypes: [String: String] = [:]
    var declaredTypeNames: Set<String> = []
    /// Firebase target: the configured Wilddog apps (name, nil for the default app; app id).
    var wilddogApps: [(name: String?, appID: String)] = []
    var firstConfiguration: ProjectIndex.Site?
}
