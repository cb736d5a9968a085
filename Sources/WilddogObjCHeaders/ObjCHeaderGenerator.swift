import Foundation

/// Writes the Objective-C headers an app imports on Apple platforms, from the same sources:
/// `<output>/<Module>/<Module>.h` (the hand-written umbrella header of `Sources/WilddogObjC/include`:
/// what Swift cannot export — macros, typedefs, NSString constants, block types) and
/// `<output>/<Module>/<Module>-Swift.h` (what the Swift compiler prints for the module on Apple
/// platforms: every `@objc` class, member and enum).
///
/// For each facade module: its `.swiftinterface` is emitted on Linux from its real sources (with
/// the package's built modules); the Darwin-only Objective-C forward files (`<Type>+ObjC.swift`)
/// are appended and the classes get their Objective-C names (`ClassNames`); `swiftc -frontend
/// -typecheck -enable-objc-interop -emit-objc-header-path` reads that text under the mock SDK
/// (`MockSDK`), and the module's types are compiled for the modules that import it. That step
/// type-checks the forwards' bodies too (against the module's public interface, as code outside
/// the module would be), and an error names the forward file and line. Everything is generated in
/// a temporary directory and moved into `output` at the end: a failure leaves no partial headers.
public struct ObjCHeaderGenerator: Sendable {
    /// The facade modules, each after the ones it imports.
    public static let modules = ["WilddogCore", "WilddogSync", "WilddogAuth", "Wilddog"]

    let buildDirectory: URL?
    let keepWorkDirectory: Bool
    let progress: @Sendable (String) -> Void

    /// `buildDirectory`: the directory of the package build's `description.json` (`.build/debug`);
    /// nil looks beside the running executable, then in `./.build/debug`.
    /// `keepWorkDirectory`: leave the intermediate files (interfaces, mock SDK) for inspection.
    public init(buildDirectory: URL? = nil, keepWorkDirectory: Bool = false, progress: @escaping @Sendable (String) -> Void = { _ in }) {
        self.buildDirectory = buildDirectory
        self.keepWorkDirectory = keepWorkDirectory
        self.progress = progress
    }

    public func generate(into output: URL) throws(HeaderGenerationError) {
        guard let buildDir = buildDirectory ?? BuildDescription.defaultDirectory() else {
            throw HeaderGenerationError("no package build found (no description.json beside this executable or in ./.build/debug): run `swift build` in the package first, or pass --build-path")
        }
        progress("reading the build description in \(buildDir.path)")
        let build = try BuildDescription(directory: buildDir)
        var modules: [BuildDescription.Module] = []
        for name in Self.modules { modules.append(try build.module(name)) }
        let root = try Self.packageRoot(of: modules[0])
        guard FileManager.default.isExecutableFile(atPath: modules[0].swiftc) else {
            throw HeaderGenerationError("the Swift compiler the package was built with (\(modules[0].swiftc)) is missing: rebuild the package with an installed toolchain")
        }

        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("wilddog-objc-headers-\(UUID().uuidString)")
        defer {
            if keepWorkDirectory { progress("intermediate files kept in \(work.path)") } else { try? fm.removeItem(at: work) }
        }
        let sdk = work.appendingPathComponent("sdk"), linux = work.appendingPathComponent("linux")
        let objc = work.appendingPathComponent("objc"), staged = work.appendingPathComponent("headers")
        do {
            for dir in [linux, objc, staged] { try fm.createDirectory(at: dir, withIntermediateDirectories: true) }
        } catch { throw HeaderGenerationError("cannot create \(work.path): \(error)") }

        progress("building the mock Objective-C SDK")
        try MockSDK.build(in: sdk, swiftc: modules[0].swiftc)

        progress("emitting the interfaces of \(Self.modules.joined(separator: ", ")) from their sources")
        let interfaces = try emitInterfaces(modules, into: linux)

        let facades = Set(Self.modules)
        var classNames: [String: String] = [:]
        for module in modules {
            for path in module.sources where !path.hasSuffix("+ObjC.swift") {
                classNames.merge(ClassNames.declared(in: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")) { a, _ in a }
            }
        }
        for (module, interface) in zip(modules, interfaces) {
            progress("generating \(module.name)-Swift.h")
            let objcSources = module.sources.filter { $0.hasSuffix("+ObjC.swift") }
            var forwards: [(path: String, text: String)] = []
            for path in objcSources {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                    throw HeaderGenerationError("cannot read \(path)")
                }
                forwards.append((path, text))
            }
            let text = InterfaceText.prepare(interface, facades: facades, objcSources: forwards, classNames: classNames)
            let input = objc.appendingPathComponent("\(module.name).swiftinterface")
            do { try text.write(to: input, atomically: false, encoding: .utf8) } catch {
                throw HeaderGenerationError("cannot write \(input.path): \(error)")
            }
            let dir = staged.appendingPathComponent(module.name)
            do { try fm.createDirectory(at: dir, withIntermediateDirectories: true) } catch {
                throw HeaderGenerationError("cannot create \(dir.path): \(error)")
            }
            let header = dir.appendingPathComponent("\(module.name)-Swift.h")
            let common = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module", "-module-name", module.name,
                          "-I", sdk.path, "-I", sdk.appendingPathComponent("modules").path, "-I", objc.path]
                + InterfaceText.moduleAliases(text)
            try swiftc(module.swiftc, ["-frontend", "-typecheck"] + common + [input.path, "-emit-objc-header-path", header.path],
                       what: "type-checking \(module.name) with Objective-C interop under the mock SDK (\(input.lastPathComponent))",
                       forwards: "the Objective-C forwards of \(module.name) do not type-check (against its interface, under the mock SDK)")
            if module.name != Self.modules.last {
                // The modules importing this one need its types, not its forwards (whose bridging
                // thunks need runtime entry points a Linux standard library does not have).
                let types = objc.appendingPathComponent("types/\(module.name).swiftinterface")
                do {
                    try fm.createDirectory(at: types.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try InterfaceText.prepare(interface, facades: facades, objcSources: [], classNames: classNames)
                        .write(to: types, atomically: false, encoding: .utf8)
                } catch { throw HeaderGenerationError("cannot write \(types.path): \(error)") }
                try swiftc(module.swiftc, ["-frontend", "-compile-module-from-interface"] + common
                           + [types.path, "-o", objc.appendingPathComponent("\(module.name).swiftmodule").path],
                           what: "compiling \(module.name) for the modules importing it")
            }
            try copyUmbrella(module.name, root: root, generated: header, into: dir)
        }
        try install(staged, into: output)
        progress("wrote \(Self.modules.map { "\($0)/\($0).h" }.joined(separator: ", ")) in \(output.path)")
    }

    /// The hand-written umbrella header, checked to import what the generated header refers to
    /// (without `-fmodules` the generated `@import WilddogCore;` lines are skipped).
    private func copyUmbrella(_ name: String, root: URL, generated: URL, into dir: URL) throws(HeaderGenerationError) {
        let source = root.appendingPathComponent("Sources/WilddogObjC/include/\(name)/\(name).h")
        guard let umbrella = try? String(contentsOf: source, encoding: .utf8) else {
            throw HeaderGenerationError("the umbrella header \(source.path) is missing")
        }
        let header = (try? String(contentsOf: generated, encoding: .utf8)) ?? ""
        let declarations = header.split(separator: "\n").filter { $0.hasPrefix("@interface ") || $0.hasPrefix("typedef SWIFT_ENUM") }
        guard !declarations.isEmpty else {
            throw HeaderGenerationError("\(name)-Swift.h declares no Objective-C class or enum: are the \(name) classes NSObject subclasses with @objc forwards (<Type>+ObjC.swift)?")
        }
        for line in header.split(separator: "\n") where line.hasPrefix("@import ") {
            let imported = line.dropFirst("@import ".count).prefix { $0 != ";" }
            if Self.modules.contains(String(imported)) && !umbrella.contains("#import <\(imported)/\(imported).h>") {
                throw HeaderGenerationError("\(name)-Swift.h uses \(imported): \(source.path) must `#import <\(imported)/\(imported).h>` before it")
            }
        }
        do { try umbrella.write(to: dir.appendingPathComponent("\(name).h"), atomically: false, encoding: .utf8) } catch {
            throw HeaderGenerationError("cannot write \(name).h: \(error)")
        }
    }

    /// Emits every module's interface from its Linux sources, two compilers at a time at most.
    /// After a failure the modules not yet started are skipped.
    private func emitInterfaces(_ modules: [BuildDescription.Module], into dir: URL) throws(HeaderGenerationError) -> [String] {
        let results = ResultBox(count: modules.count)
        let width = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))
        let slots = DispatchSemaphore(value: width)
        DispatchQueue.concurrentPerform(iterations: modules.count) { i in
            slots.wait()
            defer { slots.signal() }
            let m = modules[i]
            let path = dir.appendingPathComponent("\(m.name).swiftinterface")
            if results.failed { return }   // left nil: skipped
            do throws(HeaderGenerationError) {
                try swiftc(m.swiftc, ["-emit-module", "-module-name", m.name, "-enable-library-evolution",
                    "-emit-module-interface-path", path.path,
                    "-emit-module-path", dir.appendingPathComponent("\(m.name).swiftmodule").path,
                    "-no-verify-emitted-module-interface", "-I", m.importPath,
                    "-Xfrontend", "-alias-module-names-in-module-interface",
                    // `#if _runtime(_ObjC)` holds, as on Apple platforms: `@objc` enums keep their attribute.
                    "-Xfrontend", "-enable-objc-interop", "-parse-as-library"] + m.flags + m.sources,
                    what: "emitting the interface of \(m.name) from its sources")
                guard let text = try? String(contentsOf: path, encoding: .utf8) else {
                    throw HeaderGenerationError("swiftc wrote no interface for \(m.name)")
                }
                results.set(i, .success(text))
            } catch {
                results.set(i, .failure(error))
            }
        }
        let values = results.values
        for case .some(.failure(let error)) in values { throw error }
        var texts: [String] = []
        for case .some(.success(let text)) in values { texts.append(text) }
        guard texts.count == modules.count else { throw HeaderGenerationError("swiftc wrote no interface for some modules") }
        return texts
    }

    /// Runs `swiftc`; a failure lists its errors (at most 20), introduced by `forwards` when they
    /// are all in forward files.
    private func swiftc(_ swiftc: String, _ args: [String], what: String, forwards: String? = nil) throws(HeaderGenerationError) {
        let result = try Subprocess.run(swiftc, args, timeout: 300)
        if result.timedOut { throw HeaderGenerationError("\(what): swiftc timed out") }
        guard result.status == 0 else {
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
            // `path:line:col: error: …` lines (not the source excerpts under them).
            let located = errors.filter { !$0.hasPrefix(" ") }
            let inForwards = !located.isEmpty && located.allSatisfy { $0.contains("+ObjC.swift:") }
            let intro = inForwards ? forwards.map { "\($0) (exit \(result.status))" } : nil
            throw HeaderGenerationError("\(intro ?? "\(what) failed (exit \(result.status))"):\n\(errors.isEmpty ? result.output : errors.joined(separator: "\n"))")
        }
    }

    /// Moves each staged `<Module>/` directory into `output`, replacing an older one.
    private func install(_ staged: URL, into output: URL) throws(HeaderGenerationError) {
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: output, withIntermediateDirectories: true)
            for name in Self.modules {
                let target = output.appendingPathComponent(name)
                if fm.fileExists(atPath: target.path) { try fm.removeItem(at: target) }
                try fm.copyItem(at: staged.appendingPathComponent(name), to: target)
            }
        } catch {
            throw HeaderGenerationError("cannot write the headers into \(output.path): \(error)")
        }
    }

    /// `<root>/Sources/<Module>/…swift` → `<root>`.
    static func packageRoot(of module: BuildDescription.Module) throws(HeaderGenerationError) -> URL {
        let marker = "/Sources/\(module.name)/"
        guard let source = module.sources.first(where: { $0.contains(marker) }), let r = source.range(of: marker, options: .backwards) else {
            throw HeaderGenerationError("cannot find the package root from \(module.name)'s sources (expected …/Sources/\(module.name)/…)")
        }
        return URL(fileURLWithPath: String(source[..<r.lowerBound]))
    }
}

/// The per-module results of the parallel interface emission.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Result<String, HeaderGenerationError>?]
    init(count: Int) { stored = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ r: Result<String, HeaderGenerationError>) { lock.lock(); stored[i] = r; lock.unlock() }
    var values: [Result<String, HeaderGenerationError>?] { lock.lock(); defer { lock.unlock() }; return stored }
    var failed: Bool {
        lock.lock(); defer { lock.unlock() }
        return stored.contains { if case .some(.failure) = $0 { true } else { false } }
    }
}
