import WilddogObjCHeaders
import WilddogTestSupport
import Foundation

/// Type-checks migrated code against the Firebase fixture headers (`Fixtures/Firebase/SDK`, written
/// from FIREBASE-TARGET.md): Objective-C with clang and GNUstep's Foundation as the ObjC loop does,
/// Swift with `swiftc -frontend -typecheck -enable-objc-interop`, the headers imported as the clang
/// modules FirebaseCore, FirebaseDatabase and FirebaseAuth under the mock SDK of `wilddog-objc-headers`.
///
/// Files are checked in batches (one compiler per core), not one process per file.
enum FirebaseTypeCheck {
    static let root = Harness.packageRoot.appendingPathComponent("Tests/WilddogMigrationTests/Fixtures/Firebase")
    static let headers = root.appendingPathComponent("SDK")
    static let support = root.appendingPathComponent("Support")

    struct Diagnostic: Sendable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(path):\(line):\(column): error: \(message)" }
    }

    // MARK: Objective-C

    /// The errors clang reports for `files` against the Firebase headers.
    static func objcErrors(_ files: [String]) async throws -> [Diagnostic] {
        let checker = try ObjCTypeCheck.locate().get()
        let args = checker.flags + ["-I", headers.path, "-fmodules", "-fmodules-cache-path=" + moduleCache.appendingPathComponent("objc").path,
                                    "-fmodule-map-file=" + support.appendingPathComponent("ObjC/module.modulemap").path]
        let outputs = try await batches(files) { batch in try Subprocess.run(checker.clang, args + batch, timeout: 300).output }
        return outputs.flatMap { ObjCTypeCheck.parse($0) }.map { Diagnostic(path: $0.path, line: $0.line, column: $0.column, message: $0.message) }
    }

    // MARK: Swift

    /// The errors the Swift compiler reports for `files`, type-checked together as one module.
    static func swiftErrors(_ files: [String]) async throws -> [Diagnostic] {
        let sdk = try await swiftSDK.value.get()
        let swiftc = try swiftcPath()
        let args = ["-frontend", "-typecheck", "-enable-objc-interop", "-disable-objc-attr-requires-foundation-module",
                    "-module-name", "FirebaseCheck", "-module-cache-path", moduleCache.appendingPathComponent("swift").path]
            + includePaths(sdk) + files
        let output = try await OffPool.run { try Subprocess.run(swiftc, args, timeout: 600).output }
        return parseSwift(output)
    }

    private static func includePaths(_ sdk: URL) -> [String] {
        ["-I", sdk.path, "-I", sdk.appendingPathComponent("modules").path,
         "-I", support.appendingPathComponent("Swift").path, "-I", headers.path]
    }

    static func parseSwift(_ output: String) -> [Diagnostic] {
        var seen = Set<String>()
        var result: [Diagnostic] = []
        for line in output.split(separator: "\n") where !line.hasPrefix(" ") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3] == " error", let l = Int(parts[1]), let c = Int(parts[2]),
                  seen.insert(String(line)).inserted else {
                // An error without a place (a module that does not build); source excerpts (`42 | …`) are not errors.
                if line.contains(": error: "), !(line.first?.isNumber ?? false), !line.contains(" | "), seen.insert(String(line)).inserted {
                    result.append(Diagnostic(path: "", line: 0, column: 0, message: String(line)))
                }
                continue
            }
            result.append(Diagnostic(path: String(parts[0]), line: l, column: c, message: String(parts[4]).trimmingCharacters(in: .whitespaces)))
        }
        return result
    }

    /// The mock SDK of `wilddog-objc-headers` with the Foundation API the programs use
    /// (`Support/Swift/FoundationExtras.*`, `Dispatch.swift`) and the FirebaseAuth overlay, built once
    /// per test process into a temporary directory removed at exit.
    private static let swiftSDK = Task<Result<URL, HeaderGenerationError>, Never> {
        await OffPool.run {
            do throws(HeaderGenerationError) {
                let dir = base.appendingPathComponent("sdk")
                let swiftc = try swiftcPath()
                let extras = support.appendingPathComponent("Swift")
                func extra(_ name: String) -> String { Harness.read(extras.appendingPathComponent(name)) }
                let files = MockSDK.files.map { file -> (path: String, text: String) in
                    switch file.path {
                    case "Foundation/Foundation.h": return (file.path, file.text + "\n" + extra("FoundationExtras.h"))
                    case "overlays/Foundation.swift": return (file.path, file.text + "\n" + extra("FoundationExtras.swift"))
                    case "overlays/Dispatch.swift": return (file.path, extra("Dispatch.swift"))
                    default: return file
                    }
                }
                try MockSDK.build(in: dir, swiftc: swiftc, files: files)
                let overlay = try Subprocess.run(swiftc, ["-frontend", "-emit-module", "-enable-objc-interop",
                    "-disable-objc-attr-requires-foundation-module", "-module-name", "FirebaseAuth",
                    "-module-cache-path", moduleCache.appendingPathComponent("swift").path] + includePaths(dir)
                    + [extras.appendingPathComponent("FirebaseAuth.swift").path,
                       "-o", dir.appendingPathComponent("modules/FirebaseAuth.swiftmodule").path], timeout: 300)
                guard overlay.status == 0 else { throw HeaderGenerationError("the FirebaseAuth overlay does not build:\n\(overlay.output)") }
                return .success(dir)
            } catch {
                return .failure(error)
            }
        }
    }

    static func swiftcPath() throws(HeaderGenerationError) -> String {
        guard let swiftc = BuiltModules.swiftc else { throw HeaderGenerationError("no swiftc found on PATH or in /opt/swift") }
        return swiftc
    }

    private static let base: URL = {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wilddog-firebase-check-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: FirebaseTypeCheck.base) }
        return dir
    }()

    private static var moduleCache: URL { base.appendingPathComponent("module-cache") }

    /// `files` split into one batch per core, each run by `body` on a thread of its own.
    private static func batches(_ files: [String], _ body: @escaping @Sendable ([String]) throws -> String) async throws -> [String] {
        let width = max(1, min(files.count, ProcessInfo.processInfo.activeProcessorCount))
        let groups = (0..<width).map { k in stride(from: k, to: files.count, by: width).map { files[$0] } }
        return try await withThrowingTaskGroup(of: String.self) { group in
            for g in groups where !g.isEmpty { group.addTask { try await OffPool.run { try body(g) } } }
            var outputs: [String] = []
            for try await o in group { outputs.append(o) }
            return outputs
        }
    }
}
