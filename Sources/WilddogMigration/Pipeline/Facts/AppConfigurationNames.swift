/// The names the app-configuration facts look for, from the `appConfiguration` entry and the calls
/// that name a 2.0.0 app by id.
struct AppConfigurationNames: Sendable {
    /// `(class, member)` whose call means an app is already configured (`WDGApp.configure`).
    let configurationCalls: [(type: String, member: String)]
    /// Labels or selector pieces whose literal argument is the sync URL of an existing configuration.
    let syncURLLabels: [String]
    /// A 2.x app's base URL with `$appId` for the app id.
    let appURL: String?
    /// `(class, member)` of the 2.x expressions that use the default app (`WDGSync.sync()`), and of the
    /// 2.0.0 calls that name an app by id (`WDGAuth.authWithAppID`).
    let defaultAppAccessors: [(type: String, member: String)]
    /// Text of a 2.x expression that needs the default app (`WDGSync.sync()`, `[WDGSync sync]`).
    let defaultAppMarkers: [String]
    /// 2.0.0 calls naming their app by id (`appIDArgument`).
    let appIDCalls: [CallMapping]

    init(_ mappings: MappingSet) {
        let configuration = mappings.appConfiguration
        configurationCalls = (configuration?.configuredBy ?? []).compactMap(Self.classMember)
        syncURLLabels = configuration?.syncURLLabels ?? []
        appURL = configuration?.appURL
        let defaults = (configuration?.defaultApp ?? []).compactMap(Self.classMember)
        defaultAppMarkers = defaults.flatMap { ["\($0.type).\($0.member)()", "[\($0.type) \($0.member)]"] }
        appIDCalls = mappings.calls.filter { $0.appIDArgument != nil && $0.receiverClass != nil }
        var accessors = defaults
        for e in appIDCalls {
            guard let cls = e.receiverClass else { continue }
            for member in [e.swift?.from.map { SwiftName($0).base }, e.objc?.from.map { ObjCSelector($0).pieces[0] }].compactMap({ $0 })
            where !accessors.contains(where: { $0.type == cls && $0.member == member }) {
                accessors.append((cls, member))
            }
        }
        defaultAppAccessors = accessors
    }

    /// `WDGSync.sync` → `("WDGSync", "sync")`.
    private static func classMember(_ text: String) -> (type: String, member: String)? {
        let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }
}
