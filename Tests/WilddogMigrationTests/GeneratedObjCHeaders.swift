import Foundation
import WilddogObjCHeaders
import WilddogTestSupport

/// The headers `wilddog-objc-headers` generates from the package's sources, generated once per test
/// process (by the tool's library, into a temporary directory removed at exit) and laid out as the
/// two SDK views the ObjC checks use: `SDK-1.x/Wilddog` and `SDK-2.x/WilddogCore|Sync|Auth`.
enum GeneratedObjCHeaders {
    /// The tool's output directory (all four modules).
    static func directory() async throws -> URL { try await generation.value.get() }

    /// The directory to put on the include path for one API generation.
    static func root(for sdk: ObjCTypeCheck.SDK) async throws -> URL {
        try await directory().deletingLastPathComponent().appendingPathComponent(sdk.rawValue)
    }

    /// The package build this test bundle belongs to (the directory of its `description.json`).
    static var buildDirectory: URL { Bundle.module.bundleURL.deletingLastPathComponent() }

    private static let base = FileManager.default.temporaryDirectory
        .appendingPathComponent("wilddog-objc-generated-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

    /// Started by the first test that needs it; every other test awaits the same result (no pool
    /// thread waits for the compilers: they run on a thread of their own).
    private static let generation = Task<Result<URL, HeaderGenerationError>, Never> {
        await OffPool.run {
            let output = base.appendingPathComponent("all")
            do {
                try ObjCHeaderGenerator(buildDirectory: buildDirectory).generate(into: output)
                let fm = FileManager.default
                // 1.x: `Wilddog/` and whatever its umbrella header imports; 2.x: the three modules.
                let legacyUmbrella = (try? String(contentsOf: output.appendingPathComponent("Wilddog/Wilddog.h"), encoding: .utf8)) ?? ""
                let imported = ["WilddogCore", "WilddogSync", "WilddogAuth"].filter { legacyUmbrella.contains("#import <\($0)/\($0).h>") }
                for (sdk, modules) in [(ObjCTypeCheck.SDK.legacy, ["Wilddog"] + imported), (.new, ["WilddogCore", "WilddogSync", "WilddogAuth"])] {
                    let view = base.appendingPathComponent(sdk.rawValue)
                    try fm.createDirectory(at: view, withIntermediateDirectories: true)
                    for m in modules { try fm.copyItem(at: output.appendingPathComponent(m), to: view.appendingPathComponent(m)) }
                }
                atexit { try? FileManager.default.removeItem(at: GeneratedObjCHeaders.base) }
                return .success(output)
            } catch let error as HeaderGenerationError {
                return .failure(error)
            } catch {
                return .failure(HeaderGenerationError("cannot lay out the generated headers: \(error)"))
            }
        }
    }
}
