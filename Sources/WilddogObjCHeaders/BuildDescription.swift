import Foundation

/// How SwiftPM compiled each facade module, read from the build's `description.json` (written by
/// every `swift build`/`swift test`/`swift run`): the compiler, the Linux source files, the built
/// modules' directory and the flags the sources need (package name, module maps, defines). Reading
/// it, rather than assuming a layout, keeps the tool right when the checkout has another
/// directory name (the SwiftPM package name `-package-name` comes from it) or another build path.
package struct BuildDescription: Sendable {
    package struct Module: Sendable {
        package var name: String
        package var swiftc: String
        package var sources: [String]
        package var importPath: String
        /// `-package-name`, `-Xcc -fmodule-map-file=…`, `-D…`, `-swift-version`, `-target`.
        package var flags: [String]
    }

    let directory: URL
    let modules: [String: Module]

    /// The build directory holding `description.json` (`.build/debug`, `.build/<triple>/release`…).
    package init(directory: URL) throws(HeaderGenerationError) {
        self.directory = directory
        let file = directory.appendingPathComponent("description.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw HeaderGenerationError("no build description at \(file.path): build the package first (`swift build`), or pass --build-path")
        }
        guard let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let commands = json["swiftCommands"] as? [String: Any] else {
            throw HeaderGenerationError("\(file.path) is not a SwiftPM build description this tool can read (no swiftCommands)")
        }
        var modules: [String: Module] = [:]
        for (key, value) in commands where key.hasPrefix("C.") && key.hasSuffix(".module") {
            guard let command = value as? [String: Any], let name = command["moduleName"] as? String,
                  let swiftc = command["executable"] as? String, let importPath = command["importPath"] as? String else { continue }
            let inputs = (command["inputs"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            let other = command["otherArguments"] as? [String] ?? []
            modules[name] = Module(name: name, swiftc: swiftc, sources: inputs.filter { $0.hasSuffix(".swift") },
                                   importPath: importPath, flags: Self.sourceFlags(other))
        }
        self.modules = modules
    }

    package func module(_ name: String) throws(HeaderGenerationError) -> Module {
        guard let m = modules[name], !m.sources.isEmpty else {
            throw HeaderGenerationError("the build description in \(directory.path) has no Swift module \(name): is this the Wilddog package's build?")
        }
        if let gone = m.sources.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw HeaderGenerationError("the build in \(directory.path) is older than the sources (\(gone) is gone): build the package again (`swift build`)")
        }
        guard FileManager.default.fileExists(atPath: m.importPath + "/WilddogEngine.swiftmodule") else {
            throw HeaderGenerationError("the built modules are missing from \(m.importPath): build the package first (`swift build`)")
        }
        return m
    }

    /// The flags that change how the sources parse or resolve (not output, debug or incremental ones).
    static func sourceFlags(_ args: [String]) -> [String] {
        var kept: [String] = []
        var i = 0
        while i < args.count {
            let a = args[i]
            let next = i + 1 < args.count ? args[i + 1] : nil
            if ["-package-name", "-swift-version", "-target"].contains(a), let v = next {
                kept += [a, v]; i += 2; continue
            }
            if a == "-Xcc", let v = next, v.hasPrefix("-fmodule-map-file=") || v.hasPrefix("-I") || v.hasPrefix("-D") {
                kept += [a, v]; i += 2; continue
            }
            if a.hasPrefix("-D") && a.count > 2 { kept.append(a) }
            i += 1
        }
        return kept
    }

    /// Where to look for the build when none is given: beside the running executable (`swift run`
    /// and test bundles live in the build directory), then `.build/debug` of the current directory.
    static func defaultDirectory() -> URL? {
        var candidates: [URL] = []
        if let exe = Bundle.main.executableURL { candidates.append(exe.resolvingSymlinksInPath().deletingLastPathComponent()) }
        let argv0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        candidates.append(argv0.deletingLastPathComponent())
        // A test bundle (`…/debug/WilddogPackageTests.xctest/…` on Apple platforms) sits deeper.
        candidates.append(argv0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("description.json").path) }
    }
}
