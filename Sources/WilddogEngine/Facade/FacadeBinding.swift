/// What one API instance binds its locations to: the app's runtime (shared by the 1.x and 2.x
/// objects of one app), the queue where that API's blocks run, and that API's rules.
package struct FacadeBinding {
    /// The app's runtime; its repo is reached only once an operation passed every check.
    package let runtime: AppRuntime
    /// Where the blocks registered through this API run (per API, also for a shared runtime).
    package let channel: CallbackChannel
    package let rules: FacadeRules
    /// Why the app cannot be used now (a 2.x instance without an app, or a deleted app); asked
    /// at each operation, after the location's own usage error.
    private let unavailability: () -> EngineError?

    package init(runtime: AppRuntime, channel: CallbackChannel, rules: FacadeRules,
                 unavailability: @escaping () -> EngineError? = { nil }) {
        self.runtime = runtime
        self.channel = channel
        self.rules = rules
        self.unavailability = unavailability
    }

    /// Why the app cannot be used now, nil when it can.
    package var unavailable: EngineError? { unavailability() }
}
