import Foundation

/// Collects the Swift and Objective-C files under the paths given on the command line.
public enum FileDiscovery {
    /// Directory names never entered: build products and vendored dependencies.
    public static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm"]

    /// What the command-line paths hold.
    public struct Result: Sendable, Equatable {
        /// Source files to migrate, sorted.
        public var files: [String] = []
        /// Paths that do not exist.
        public var missing: [String] = []
        /// Directories that cannot be listed, with the reason; nothing under them was scanned.
        public var unreadable: [Unreadable] = []
        /// Given paths with no source file: a non-source file, or a directory without sources.
        public var nothingToScan: [(path: String, isDirectory: Bool)] = []

        public struct Unreadable: Sendable, Equatable {
            public var path: String
            public var reason: String
        }

        public static func == (a: Result, b: Result) -> Bool {
            a.files == b.files && a.missing == b.missing && a.unreadable == b.unreadable
                && a.nothingToScan.map(\.path) == b.nothingToScan.map(\.path)
        }
    }

    /// Files in `paths` (recursing into directories, skipping `.build`, `Pods`, `Carthage`, `*.framework`),
    /// sorted; a path that does not exist is returned in `missing`.
    public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
        let r = discover(paths)
        return (r.files, r.missing)
    }

    /// Everything the paths hold: source files, missing paths, unreadable directories, and paths
    /// with nothing to scan (so that nothing passes silently).
    public static func discover(_ paths: [String]) -> Result {
        let fm = FileManager.default
        var result = Result()
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { result.missing.append(path); continue }
            if !isDir.boolValue {
                if Language(path: path) != nil { result.files.append(path) } else { result.nothingToScan.append((path, false)) }
                continue
            }
            let before = result.files.count + result.unreadable.count
            walk(path, fm, &result)
            if result.files.count + result.unreadable.count == before { result.nothingToScan.append((path, true)) }
        }
        result.files.sort()
        return result
    }

    private static func walk(_ dir: String, _ fm: FileManager, _ result: inout Result) {
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: dir)
        } catch {
            result.unreadable.append(.init(path: dir, reason: SourceInput.readFailureReason(dir) ?? "the directory cannot be listed"))
            return
        }
        for name in names.sorted() {
            let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                if skippedDirectories.contains(name) || name.hasSuffix(".framework") || name.hasSuffix(".xcframework") { continue }
                walk(path, fm, &result)
            } else if Language(pathExtension: (name as NSString).pathExtension) != nil {
                result.files.append(path)
            }
        }
    }
}
