/// A backend the engine's apps can reach: data links to its server and its account service.
///
/// The embedded backend installs one as the default (`BackendRouting.installDefault`); a
/// network backend is another, reached through a route.
package protocol AppBackend: Sendable {
    /// Opens the data links of the apps routed here (one per repo).
    var transport: any ServerTransport { get }
    /// The account service of `appId`; nil when the backend has none (its apps' account
    /// operations fail, saying why).
    func accountService(appId: String) -> (any AuthAccountService)?
}
