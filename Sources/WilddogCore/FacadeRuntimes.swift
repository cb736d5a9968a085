internal import WilddogBackend
package import WilddogEngine

/// The app runtimes both APIs use, reached only after the in-process backend is installed as
/// the default: no app of a facade exists without a backend.
package enum FacadeRuntimes {
    /// The process's runtime registry, the embedded backend installed first (once).
    package static var registry: AppRuntimeRegistry {
        InProcessBackend.install()
        return AppRuntimeRegistry.shared
    }
}
