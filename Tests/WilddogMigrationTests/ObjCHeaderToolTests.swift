import Foundation
import Testing
import WilddogAuth
import WilddogObjCHeaders
import WilddogSync
import WilddogTestSupport
import Wilddog

/// `wilddog-objc-headers` as a user runs it: help, bad arguments, and failures that say why and
/// write nothing; the hand-written parts of the umbrella headers agree with the Swift modules.
@Suite struct ObjCHeaderToolTests {
    static var executable: URL { GeneratedObjCHeaders.buildDirectory.appendingPathComponent("wilddog-objc-headers") }

    struct Run { var status: Int32; var output: String }

    static func run(_ arguments: [String]) async throws -> Run {
        let exe = executable
        try #require(FileManager.default.isExecutableFile(atPath: exe.path), "wilddog-objc-headers is not built at \(exe.path)")
        return await OffPool.run {
            guard let r = try? Subprocess.run(exe.path, arguments, timeout: 300) else { return Run(status: -1, output: "could not run") }
            return Run(status: r.status, output: r.output)
        }
    }

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("wilddog-objc-tool-\(name)-\(UUID().uuidString)")
    }

    @Test func helpDescribesTheOutputLayout() async throws {
        let r = try await Self.run(["--help"])
        #expect(r.status == 0)
        #expect(r.output.contains("--output") && r.output.contains("DIR/WilddogSync/WilddogSync.h"))
    }

    @Test func badArgumentsExitTwo() async throws {
        #expect(try await Self.run([]).status == 2)
        #expect(try await Self.run(["--output"]).status == 2)
        #expect(try await Self.run(["--output", "x", "--frobnicate"]).status == 2)
    }

    /// No build to read: exit 1, the reason, and no output directory.
    @Test func aMissingBuildFailsAndWritesNothing() async throws {
        let empty = Self.temporary("build"), output = Self.temporary("out")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let r = try await Self.run(["--build-path", empty.path, "--output", output.path])
        #expect(r.status == 1)
        #expect(r.output.contains("no build description") && r.output.contains("no headers were written"), "\(r.output)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A compiler that cannot do Objective-C interop (here: one that always fails): exit 1 naming
    /// the toolchain, and an existing output directory keeps its older headers.
    @Test func aToolchainWithoutObjCInteropFailsAndLeavesOlderHeaders() async throws {
        let fm = FileManager.default
        let build = Self.temporary("build"), output = Self.temporary("out")
        defer { try? fm.removeItem(at: build); try? fm.removeItem(at: output) }
        try fm.createDirectory(at: build, withIntermediateDirectories: true)
        let fake = build.appendingPathComponent("swiftc")
        try "#!/bin/sh\necho \"error: unknown argument: '-enable-objc-interop'\" >&2\nexit 1\n".write(to: fake, atomically: true, encoding: .utf8)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        // The real build description with every compiler replaced by the fake one.
        let real = try Data(contentsOf: GeneratedObjCHeaders.buildDirectory.appendingPathComponent("description.json"))
        var json = try #require(try JSONSerialization.jsonObject(with: real) as? [String: Any])
        var commands = try #require(json["swiftCommands"] as? [String: Any])
        for (key, value) in commands {
            guard var command = value as? [String: Any] else { continue }
            command["executable"] = fake.path
            commands[key] = command
        }
        json["swiftCommands"] = commands
        try JSONSerialization.data(withJSONObject: json).write(to: build.appendingPathComponent("description.json"))
        let older = output.appendingPathComponent("Wilddog/Wilddog.h")
        try fm.createDirectory(at: older.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// older\n".write(to: older, atomically: true, encoding: .utf8)

        let r = try await Self.run(["--build-path", build.path, "--output", output.path])
        #expect(r.status == 1)
        #expect(r.output.contains("cannot type-check Swift with Objective-C interop") && r.output.contains("no headers were written"), "\(r.output)")
        #expect(try String(contentsOf: older, encoding: .utf8) == "// older\n")
        #expect(!fm.fileExists(atPath: output.appendingPathComponent("WilddogCore").path))
    }

    /// Every `extern NSString *const` of the umbrella headers is defined for Apple platforms in
    /// `WilddogObjC.m`, with the value of the Swift constant of the same name.
    @Test func nsStringConstantsAreTheSwiftConstants() throws {
        let swift: [String: String] = [
            "WilddogErrorDomain": WilddogErrorDomain, "WAuthenticationErrorDomain": WAuthenticationErrorDomain,
            "WDGSyncErrorDomain": WDGSyncErrorDomain, "WDGSyncErrorCodeKey": WDGSyncErrorCodeKey,
            "WDGAuthStateDidChangeNotification": WDGAuthStateDidChangeNotification,
            "WDGAuthErrorDomain": WDGAuthErrorDomain, "WDGAuthErrorNameKey": WDGAuthErrorNameKey,
            "WDGWilddogAuthProviderID": WDGWilddogAuthProviderID,
            "WDGEmailPasswordAuthProviderID": WDGEmailPasswordAuthProviderID,
            "WDGQQAuthProviderID": WDGQQAuthProviderID, "WDGWeiXinAuthProviderID": WDGWeiXinAuthProviderID,
            "WDGSinaAuthProviderID": WDGSinaAuthProviderID,
        ]
        let target = Harness.packageRoot.appendingPathComponent("Sources/WilddogObjC")
        var declared = Set<String>()
        for m in ObjCHeaderGenerator.modules {
            let header = Harness.read(target.appendingPathComponent("include/\(m)/\(m).h"))
            #expect(!header.isEmpty)
            for line in header.split(separator: "\n") where line.hasPrefix("extern NSString *const ") {
                declared.insert(String(line.dropFirst("extern NSString *const ".count).prefix { $0 != ";" }))
            }
        }
        var defined: [String: String] = [:]
        let definition = /^NSString \*const (\w+) = @"([^"]*)";$/
        for line in Harness.read(target.appendingPathComponent("WilddogObjC.m")).split(separator: "\n") {
            if let m = try definition.wholeMatch(in: String(line)) { defined[String(m.1)] = String(m.2) }
        }
        #expect(declared == Set(swift.keys))
        #expect(defined == swift)
    }
}
