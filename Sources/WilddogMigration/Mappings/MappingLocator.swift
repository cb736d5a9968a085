import Foundation

/// Finds the default `Mappings/` directory of this package.
public enum MappingLocator {
    /// Environment variable that names the mappings directory explicitly.
    public static let environmentKey = "WILDDOG_MIGRATE_MAPPINGS"

    /// The first existing candidate: `$WILDDOG_MIGRATE_MAPPINGS`, a `Mappings/` beside an ancestor of the
    /// executable (a package checkout with `.build/…/wilddog-migrate`), then the one this source was built from.
    public static func defaultDirectory(executable: String = CommandLine.arguments.first ?? "") -> String? {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment[environmentKey], !env.isEmpty { candidates.append(env) }
        var dir = (URL(fileURLWithPath: executable).standardizedFileURL.resolvingSymlinksInPath().path as NSString).deletingLastPathComponent
        for _ in 0..<8 where dir.count > 1 {
            candidates.append((dir as NSString).appendingPathComponent("Mappings"))
            dir = (dir as NSString).deletingLastPathComponent
        }
        candidates.append(packageRoot().appendingPathComponent("Mappings").path)
        return candidates.first { isMappingsDirectory($0) }
    }

    /// The package root, derived from this file's location at build time.
    public static func packageRoot(file: String = #filePath) -> URL {
        URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static func isMappingsDirectory(_ path: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.contains { $0.hasSuffix(".json") }
    }
}
