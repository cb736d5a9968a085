import WilddogObjCHeaders
import WilddogTestSupport
import Dispatch
import Foundation
import Testing

/// Type-checks Objective-C files with the toolchain's clang and GNUstep's Foundation headers
/// (`apt-get install libgnustep-base-dev`), against the 1.x or 2.x SDK interface of `Fixtures/ObjC`.
///
/// The interface headers are test fixtures written from the API contracts; `Support/` makes
/// GNUstep behave like Apple's SDK where that matters (`nil`, `NS_UNAVAILABLE`, `@YES`, libdispatch
/// queues) and lets clang read GCC's runtime header.
struct ObjCTypeCheck: Sendable {
    enum SDK: String, Sendable { case legacy = "SDK-1.x", new = "SDK-2.x" }

    /// Which headers stand for the SDK: the fixtures written from the contracts (the contracts' own
    /// view), or the ones `wilddog-objc-headers` generates from the toolkit's sources.
    enum Headers: String, Sendable, CaseIterable, CustomTestStringConvertible {
        case fixtures, generated
        var testDescription: String { rawValue }
    }

    /// The include directory of one SDK generation in one header set.
    static func headers(_ set: Headers, _ sdk: SDK) async throws -> URL {
        switch set {
        case .fixtures: root.appendingPathComponent(sdk.rawValue)
        case .generated: try await GeneratedObjCHeaders.root(for: sdk)
        }
    }

    struct Diagnostic: Sendable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(path):\(line):\(column): error: \(message)" }
    }

    static let root = Harness.packageRoot.appendingPathComponent("Tests/WilddogMigrationTests/Fixtures/ObjC")

    let clang: String
    let flags: [String]

    /// The tools, or a message saying what is missing (the caller fails with it: the check never passes silently).
    static func locate() -> Result<ObjCTypeCheck, ToolError> { located }

    /// Found once per test process (`gnustep-config` is a subprocess).
    private static let located = findTools()

    private static func findTools() -> Result<ObjCTypeCheck, ToolError> {
        // `unused-result`: the SDK's headers never ask for a result to be used (an ignored
        // `observeEventType:withBlock:` handle is normal ObjC), so neither may the toolkit's.
        let errors = ["-Werror=objc-method-access", "-Werror=incompatible-pointer-types", "-Werror=int-conversion",
                      "-Werror=unused-result", "-fno-color-diagnostics"]
        let support = root.appendingPathComponent("Support").path
        #if os(macOS)
        // Apple's SDK: its own Foundation and runtime; the prefix header changes nothing there.
        guard let clang = run("/usr/bin/xcrun", ["--find", "clang"])?.output.trimmingCharacters(in: .whitespacesAndNewlines),
              let sdk = run("/usr/bin/xcrun", ["--show-sdk-path"])?.output.trimmingCharacters(in: .whitespacesAndNewlines),
              !clang.isEmpty, !sdk.isEmpty else {
            return .failure(ToolError("no clang found: install the Xcode command-line tools (xcrun --find clang failed)"))
        }
        return .success(ObjCTypeCheck(clang: clang, flags: ["-fsyntax-only", "-x", "objective-c", "-fobjc-arc", "-fblocks", "-isysroot", sdk]
            + errors + ["-include", support + "/Prefix.h"]))
        #else
        guard let clang = findClang() else {
            return .failure(ToolError("no clang found: set WILDDOG_CLANG, or install the Swift toolchain's clang (looked at $WILDDOG_CLANG, /opt/swift/usr/bin/clang, beside `swift` on PATH, `clang` on PATH)"))
        }
        guard let config = findExecutable("gnustep-config"),
              let objcFlags = run(config, ["--objc-flags"]), objcFlags.status == 0 else {
            return .failure(ToolError("gnustep-config not found: install GNUstep's Foundation headers (apt-get install libgnustep-base-dev; .ci/run does)"))
        }
        guard let runtime = gccObjCIncludeDirectory() else {
            return .failure(ToolError("GCC's Objective-C runtime headers (objc/objc.h under /usr/lib/gcc/*/*/include) not found: install libgnustep-base-dev"))
        }
        // `-MMD -MP` would write dependency files; the rest are GNUstep's own defines and include paths.
        let gnustep = objcFlags.output.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0 != "-MMD" && $0 != "-MP" }
        let flags = ["-fsyntax-only", "-x", "objective-c", "-fobjc-arc", "-fblocks", "-fobjc-runtime=gnustep-2.0"] + gnustep + errors
            + ["-I", support, "-idirafter", runtime, "-include", support + "/Prefix.h"]
        return .success(ObjCTypeCheck(clang: clang, flags: flags))
        #endif
    }

    /// At most one clang per core in the whole test process: the other suites, some of them timed,
    /// run at the same time.
    private static let slots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))

    /// The errors clang reports for each file, checked in parallel on threads of their own (see
    /// `OffPool`): neither the caller's pool thread nor Dispatch's workers wait for clang.
    func errors(in files: [String], sdk: SDK, includes: [String] = []) async -> [Diagnostic] {
        await errors(in: files, headers: Self.root.appendingPathComponent(sdk.rawValue), includes: includes)
    }

    /// The same against the headers of `headers` (`<headers>/Wilddog/Wilddog.h`…).
    /// `extra`: more clang arguments (another SDK's module map).
    func errors(in files: [String], headers: URL, includes: [String] = [], flags extra: [String] = []) async -> [Diagnostic] {
        var args = flags + ["-I", headers.path] + Self.moduleFlags(headers) + extra
        for dir in includes { args += ["-I", dir] }
        let clang = self.clang, common = args
        let results = Locked([[Diagnostic]](repeating: [], count: files.count))
        await withTaskGroup(of: Void.self) { group in
            for (i, file) in files.enumerated() {
                group.addTask {
                    let output = await OffPool.run { () -> String in
                        Self.slots.wait()
                        defer { Self.slots.signal() }
                        return Self.run(clang, common + [file])?.output ?? "\(file):0:0: error: clang could not be run"
                    }
                    results.update { $0[i] = Self.parse(output) }
                }
            }
        }
        return results.value.flatMap { $0 }
    }

    /// `@import Wilddog;` and the 2.x module imports: `Support/Modules/module.modulemap` makes each
    /// module its SDK umbrella header (on Linux, `Support/module.modulemap`, found on the include path,
    /// adds GNUstep's Foundation as `Foundation`). Modules are cached per header directory (a module
    /// built from the fixture headers must not stand in for the generated ones), in a directory
    /// removed at exit.
    static func moduleFlags(_ headers: URL) -> [String] {
        let name = headers.standardizedFileURL.path.map { $0.isLetter || $0.isNumber ? $0 : "_" }
        return ["-fmodules", "-fmodules-cache-path=" + moduleCache.appendingPathComponent(String(name)).path,
                "-fmodule-map-file=" + root.appendingPathComponent("Support/Modules/module.modulemap").path]
    }

    private static let moduleCache: URL = {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("wilddog-objc-modules-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        atexit { try? FileManager.default.removeItem(at: ObjCTypeCheck.moduleCache) }
        return dir
    }()

    /// `path:line:col: error: message` lines; notes and warnings are ignored.
    static func parse(_ output: String) -> [Diagnostic] {
        output.split(separator: "\n").compactMap { line in
            guard let r = line.range(of: ": error: ") ?? line.range(of: ": fatal error: ") else { return nil }
            let place = line[..<r.lowerBound].split(separator: ":")
            guard place.count >= 3, let l = Int(place[place.count - 2]), let c = Int(place[place.count - 1]) else {
                return Diagnostic(path: String(line[..<r.lowerBound]), line: 0, column: 0, message: String(line[r.upperBound...]))
            }
            return Diagnostic(path: place.dropLast(2).joined(separator: ":"), line: l, column: c, message: String(line[r.upperBound...]))
        }
    }

    struct ToolError: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    private static func findClang() -> String? {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let c = env["WILDDOG_CLANG"], !c.isEmpty { candidates.append(c) }
        candidates.append("/opt/swift/usr/bin/clang")
        if let swift = findExecutable("swift") {
            let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
            candidates.append(real.deletingLastPathComponent().appendingPathComponent("clang").path)
        }
        if let c = findExecutable("clang") { candidates.append(c) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/\(name)" } + ["/usr/bin/\(name)"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func gccObjCIncludeDirectory() -> String? {
        let base = "/usr/lib/gcc"
        let fm = FileManager.default
        for target in (try? fm.contentsOfDirectory(atPath: base))?.sorted() ?? [] {
            let versions = (try? fm.contentsOfDirectory(atPath: "\(base)/\(target)")) ?? []
            for v in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
                let dir = "\(base)/\(target)/\(v)/include"
                if fm.fileExists(atPath: dir + "/objc/objc.h") { return dir }
            }
        }
        return nil
    }

    /// `executable` run to completion (killed after two minutes); nil when it cannot be started.
    private static func run(_ executable: String, _ arguments: [String]) -> Subprocess.Result? {
        try? Subprocess.run(executable, arguments, timeout: 120)
    }
}

/// A value shared by the parallel clang runs.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    func update(_ body: (inout Value) -> Void) { lock.lock(); defer { lock.unlock() }; body(&stored) }
}
