/// Version information shared by every facade.
package enum EngineInfo {
    /// The SDK version string reported by `sdkVersion()` of both facades.
    package static let sdkVersion = "2.3.6-compat"
}
