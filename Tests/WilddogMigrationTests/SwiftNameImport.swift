import Foundation
import WilddogObjCHeaders
import WilddogTestSupport

/// What the Swift compiler makes of the SDK interface headers of `Fixtures/ObjC` (the contracts'
/// own view of each SDK) and of the facades, with the compiler the package was built with.
///
/// The headers are imported as Swift imports an SDK's headers (the ClangImporter, Objective-C
/// interop on), under the mock Apple SDK of `wilddog-objc-headers`, and the result is read from the
/// compiler's symbol graph of a module that re-exports them; the facades' public API is read from
/// the symbol graph of their built modules (`swift-symbolgraph-extract`).
enum SwiftNameImport {
    /// The modules of each SDK generation, in the fixtures and in the package.
    static func modules(_ sdk: ObjCTypeCheck.SDK) -> [String] {
        sdk == .legacy ? ["Wilddog"] : ["WilddogCore", "WilddogSync", "WilddogAuth"]
    }

    /// The symbol graph of the fixture headers of `sdk`, as Swift imports them.
    static func imported(_ sdk: ObjCTypeCheck.SDK) async throws -> SymbolGraph {
        let setup = try await Setup.shared.value.get()
        let name = "Imported\(sdk == .legacy ? "Legacy" : "New")"
        let out = setup.work.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let source = out.appendingPathComponent("\(name).swift")
        try modules(sdk).map { "@_exported import \($0)\n" }.joined().write(to: source, atomically: false, encoding: .utf8)
        try await setup.swiftc(["-frontend", "-emit-module"] + setup.importFlags(sdk) + ["-module-name", name, source.path,
                               "-o", out.appendingPathComponent("\(name).swiftmodule").path,
                               "-emit-symbol-graph", "-emit-symbol-graph-dir", out.path], what: "importing the \(sdk.rawValue) headers")
        return try SymbolGraph(directory: out)
    }

    /// The symbol graph of the package's facade modules of `sdk` (their public Swift API).
    static func facades(_ sdk: ObjCTypeCheck.SDK) async throws -> SymbolGraph {
        let setup = try await Setup.shared.value.get()
        var graph = SymbolGraph(symbols: [])
        for module in modules(sdk) {
            let built = try setup.build.module(module)
            let out = setup.work.appendingPathComponent("facade-\(module)")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            var args = ["-module-name", module, "-I", built.importPath, "-module-cache-path", setup.moduleCache.path, "-output-dir", out.path]
            var flags = built.flags[...]
            while let flag = flags.popFirst() {
                if flag == "-target", let triple = flags.popFirst() { args += ["-target", triple] }
                if flag == "-Xcc", let value = flags.popFirst(), value.hasPrefix("-fmodule-map-file=") || value.hasPrefix("-I") { args += ["-Xcc", value] }
            }
            let extract = URL(fileURLWithPath: built.swiftc).deletingLastPathComponent().appendingPathComponent("swift-symbolgraph-extract").path
            try await setup.run(extract, args, what: "extracting the symbol graph of \(module)")
            let part = try SymbolGraph(directory: out)
            graph.symbols += part.symbols
            graph.relationships += part.relationships
        }
        return graph
    }

    /// `path:line:col: error: message` of type-checking `source` against the fixture headers of `sdk`.
    static func errors(typeChecking source: String, against sdk: ObjCTypeCheck.SDK) async throws -> [(line: Int, message: String)] {
        let setup = try await Setup.shared.value.get()
        let file = setup.work.appendingPathComponent("check-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: false, encoding: .utf8)
        let output = try await setup.swiftc(["-frontend", "-typecheck", "-diagnostic-style", "llvm"] + setup.importFlags(sdk)
                                            + ["-module-name", "NameCheck", file.path], what: "type-checking", failing: false)
        var errors: [(line: Int, message: String)] = []
        for line in output.split(separator: "\n") {
            guard let r = line.range(of: ": error: ") else { continue }
            // An error elsewhere (a header that does not build) means the uses were not checked.
            guard line.hasPrefix(file.path + ":"),
                  let n = line[line.index(line.startIndex, offsetBy: file.path.count + 1)..<r.lowerBound].split(separator: ":").first.flatMap({ Int($0) }) else {
                throw HeaderGenerationError("type-checking against the \(sdk.rawValue) headers failed outside the checked file:\n\(output.prefix(4000))")
            }
            errors.append((n, String(line[r.upperBound...])))
        }
        return errors
    }

    /// The compiler, the mock SDK and the fixtures' module map, made once per test process in a
    /// temporary directory removed at exit.
    private struct Setup: Sendable {
        let build: BuildDescription
        let swiftcPath: String
        let work: URL
        var sdk: URL { work.appendingPathComponent("sdk") }
        var moduleCache: URL { work.appendingPathComponent("module-cache") }
        var moduleMap: URL { work.appendingPathComponent("fixtures.modulemap") }

        static let shared = Task<Result<Setup, any Error>, Never> {
            await OffPool.run {
                Result {
                    let build = try BuildDescription(directory: GeneratedObjCHeaders.buildDirectory)
                    let swiftc = try build.module("WilddogCore").swiftc
                    let setup = Setup(build: build, swiftcPath: swiftc, work: directory)
                    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                    atexit { try? FileManager.default.removeItem(at: Setup.directory) }
                    try MockSDK.build(in: setup.sdk, swiftc: swiftc)
                    // Each SDK module is its umbrella header's directory, as a framework's module map says.
                    let fixtures = ObjCTypeCheck.root
                    let map = [(ObjCTypeCheck.SDK.legacy, "Wilddog"), (.new, "WilddogCore"), (.new, "WilddogSync"), (.new, "WilddogAuth")].map { sdk, module in
                        let umbrella = fixtures.appendingPathComponent("\(sdk.rawValue)/\(module)/\(module).h").path
                        return "module \(module) {\n    umbrella header \"\(umbrella)\"\n    export *\n}\n"
                    }.joined()
                    try map.write(to: setup.moduleMap, atomically: false, encoding: .utf8)
                    return setup
                }
            }
        }

        private static let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wilddog-swift-names-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

        /// Objective-C interop, the mock SDK and one generation's fixture headers.
        func importFlags(_ sdk: ObjCTypeCheck.SDK) -> [String] {
            ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module",
             "-I", self.sdk.path, "-I", self.sdk.appendingPathComponent("modules").path,
             "-I", ObjCTypeCheck.root.appendingPathComponent(sdk.rawValue).path,
             "-Xcc", "-fmodule-map-file=" + moduleMap.path, "-module-cache-path", moduleCache.path]
        }

        /// Runs the compiler; its output. Unless `failing`, a non-zero exit is an error.
        @discardableResult
        func swiftc(_ args: [String], what: String, failing: Bool = true) async throws -> String {
            try await run(swiftcPath, args, what: what, failing: failing)
        }

        @discardableResult
        func run(_ tool: String, _ args: [String], what: String, failing: Bool = true) async throws -> String {
            let result = try await OffPool.run { try Subprocess.run(tool, args, timeout: 300) }
            if result.timedOut { throw HeaderGenerationError("\(what): \(tool) timed out") }
            if failing && result.status != 0 {
                throw HeaderGenerationError("\(what) failed (\(tool) exit \(result.status)):\n\(result.output.prefix(4000))")
            }
            return result.output
        }
    }
}
