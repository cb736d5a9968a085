import Foundation
import Testing
import WilddogObjCHeaders
import WilddogTestSupport

/// What the generated headers must say as the SDK's did, beyond the contract's names and types:
/// no result the caller must use, and each class under its plain runtime name; and a wrong forward
/// body is reported where it is written.
@Suite struct ObjCGeneratedHeaderTests {
    /// The generated `<Module>-Swift.h` of every facade module.
    static func generatedHeaders() async throws -> [(module: String, text: String)] {
        let dir = try await GeneratedObjCHeaders.directory()
        return ObjCHeaderGenerator.modules.map { m in
            (m, Harness.read(dir.appendingPathComponent("\(m)/\(m)-Swift.h")))
        }
    }

    /// Imported Objective-C methods never warn about an unused result; the SDK's headers say none
    /// (an ignored `observeEventType:withBlock:` handle is normal code), so no declaration of
    /// ours carries `SWIFT_WARN_UNUSED_RESULT` (its definition in the prologue aside).
    @Test func noDeclarationAsksForItsResultToBeUsed() async throws {
        var valueReturning = 0
        var marked: [String] = []
        for (module, text) in try await Self.generatedHeaders() {
            #expect(!text.isEmpty, "no \(module)-Swift.h")
            for line in text.split(separator: "\n") where line.hasPrefix("- (") || line.hasPrefix("+ (") {
                if !line.hasPrefix("- (void)") && !line.hasPrefix("+ (void)") { valueReturning += 1 }
            }
            for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("SWIFT_WARN_UNUSED_RESULT") {
                marked.append("\(module): \(line)")
            }
        }
        #expect(valueReturning >= 80, "only \(valueReturning) value-returning methods read")
        #expect(marked.isEmpty, "\(marked.count) declarations carry SWIFT_WARN_UNUSED_RESULT:\n\(marked.joined(separator: "\n"))")
    }

    /// Every class is exported under its own name (`SWIFT_CLASS_NAMED("WDGApp")`), not a mangled
    /// Swift one (`SWIFT_CLASS("_TtC11WilddogCore6WDGApp")`): `NSClassFromString(@"WDGApp")`, archives
    /// and runtime introspection find it under the SDK's name.
    @Test func everyClassHasItsPlainRuntimeName() async throws {
        var classes: [String] = []
        var wrong: [String] = []
        for (module, text) in try await Self.generatedHeaders() {
            let lines = text.split(separator: "\n").map(String.init)
            for (i, line) in lines.enumerated() {
                guard let m = line.wholeMatch(of: /@interface (\w+) : \w+.*/) else { continue }
                let name = String(m.1)
                classes.append(name)
                let attributes = i > 0 ? lines[i - 1] : ""
                if !attributes.hasPrefix("SWIFT_CLASS_NAMED(\"\(name)\")") { wrong.append("\(module): \(name) after `\(attributes)`") }
            }
            #expect(!text.contains("SWIFT_CLASS(\"_Tt"), "\(module)-Swift.h exports a class under a mangled name")
        }
        #expect(classes.count >= 26, "only \(classes.count) classes read: \(classes)")
        #expect(["WDGApp", "Wilddog", "WDGSyncReference", "WDGUser"].allSatisfy(classes.contains))
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    /// A forward whose body calls a misspelled Swift member fails the tool, naming the forward file,
    /// line and column (not the tool's temporary interface text), and writes nothing. (The header
    /// step type-checks the forwards' bodies against the module's interface, so a forward calling
    /// an internal member fails the same way: forwards call public members, as outside code would.)
    @Test func aForwardCallingAMisspelledMemberFailsWithItsFileAndLine() async throws {
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("wilddog-objc-forward-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: work) }
        try fm.createDirectory(at: work, withIntermediateDirectories: true)
        let original = Harness.packageRoot.appendingPathComponent("Sources/WilddogCore/WDGApp+ObjC.swift")
        var lines = Harness.read(original).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("{ defaultApp() }") })
        lines[index] = lines[index].replacingOccurrences(of: "{ defaultApp() }", with: "{ defaultAp() }")
        // 1-based column of the misspelled name, just inside the body's `{ `.
        let column = try #require(lines[index].range(of: "{ defaultAp() }")).lowerBound.utf16Offset(in: lines[index]) + 3
        let file = work.appendingPathComponent("WDGApp+ObjC.swift")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)

        // The package's build description, with the broken copy in place of WilddogCore's forward file.
        let build = work.appendingPathComponent("build")
        try fm.createDirectory(at: build, withIntermediateDirectories: true)
        let real = try Data(contentsOf: GeneratedObjCHeaders.buildDirectory.appendingPathComponent("description.json"))
        var json = try #require(try JSONSerialization.jsonObject(with: real) as? [String: Any])
        var commands = try #require(json["swiftCommands"] as? [String: Any])
        var replaced = 0
        for (key, value) in commands {
            guard var command = value as? [String: Any], command["moduleName"] as? String == "WilddogCore",
                  var inputs = command["inputs"] as? [[String: Any]] else { continue }
            for i in inputs.indices where (inputs[i]["name"] as? String)?.hasSuffix("/Sources/WilddogCore/WDGApp+ObjC.swift") == true {
                inputs[i]["name"] = file.path
                replaced += 1
            }
            command["inputs"] = inputs
            commands[key] = command
        }
        #expect(replaced == 1)
        json["swiftCommands"] = commands
        try JSONSerialization.data(withJSONObject: json).write(to: build.appendingPathComponent("description.json"))

        let output = work.appendingPathComponent("out")
        let failure: HeaderGenerationError? = await OffPool.run {
            do throws(HeaderGenerationError) {
                try ObjCHeaderGenerator(buildDirectory: build).generate(into: output)
                return nil
            } catch { return error }
        }
        let message = try #require(failure, "the tool accepted a forward calling `defaultAp()`").description
        #expect(message.contains("the Objective-C forwards of WilddogCore do not type-check"), "\(message)")
        #expect(message.contains("\(file.path):\(index + 1):\(column): error:") && message.contains("'defaultAp'"), "\(message)")
        #expect(!fm.fileExists(atPath: output.path))
    }
}
