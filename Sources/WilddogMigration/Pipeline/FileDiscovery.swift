import Foundation

/// Collects the Swift and Objective-C files under the paths given on the command line.
public enum FileDiscovery {
    /// Directory names never entered: build products and vendored dependencies.
    public static let skippedDirectories: Set<String> = [".build", "Pods", "Carthage", "DerivedData", ".git", ".swiftpm"]

    /// Files in `paths` (recursing into directories, skipping `.build`, `Pods`, `Carthage`, `*.framework`),
    /// sorted; a path that does not exist is returned in `missing`.
    public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
        let fm = FileManager.default
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { missing.append(path); continue }
            if !isDir.boolValue {
                files.append(path)
                continue
            }
            walk(path, fm, &files)
        }
        return (files.sorted(), missing)
    }

    private static func walk(_ dir: String, _ fm: FileManager, _ files: inout [String]) {
        guard let names = try? fm.contentsOfDirectory(atPath: dir) else { return }
        for name in names.sorted() {
            let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                if skippedDirectories.contains(name) || name.hasSuffix(".framework") || name.hasSuffix(".xcframework") { continue }
                walk(path, fm, &files)
            } else if Language(pathExtension: (name as NSString).pathExtension) != nil {
                files.append(path)
            }
        }
    }
}
