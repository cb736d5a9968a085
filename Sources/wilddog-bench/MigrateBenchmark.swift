import Foundation
import WilddogMigration

/// Rewriter throughput against the compiler's parser (issue 6).
///
/// Generates about a million lines of legacy Swift and Objective-C into a temporary directory,
/// runs the migrator over it as a dry run (read, lex, rewrite, diff), and times `swiftc -frontend -parse`
/// on the same Swift files in the same run. Each figure is the best of `repetitions` timings:
/// on a shared machine noise only ever adds time, and the ratio compares like with like.
enum MigrateBenchmark {
    static let repetitions = 3
    static let targetLines = 1_000_000
    static let linesPerFile = 500

    static func run() {
        guard let mappingsDir = MappingLocator.defaultDirectory(), let mappings = try? MappingSet.load(directory: mappingsDir) else {
            print("migrate: cannot load Mappings/")
            return
        }
        // WILDDOG_BENCH_CORPUS=DIR keeps the generated corpus there (for profiling the CLI on it).
        let keep = ProcessInfo.processInfo.environment["WILDDOG_BENCH_CORPUS"]
        let dir = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("wilddog-migrate-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: dir) } }
        let (swiftFiles, objcFiles, lines) = CorpusGenerator.write(to: dir, lines: targetLines, linesPerFile: linesPerFile)
        let swiftLines = lines.swift, totalLines = lines.swift + lines.objc
        print("migrate: corpus of \(totalLines) lines (\(swiftFiles.count) Swift files, \(lines.swift) lines; \(objcFiles.count) Objective-C files, \(lines.objc) lines)")

        let all = swiftFiles + objcFiles
        if keep != nil { print("migrate: corpus kept in \(dir.path)"); return }
        let parallel = bestTime { dryRun(all, mappings, parallel: true) }
        let serial = bestTime { dryRun(all, mappings, parallel: false) }
        let swiftOnly = bestTime { dryRun(swiftFiles, mappings, parallel: false) }
        print(String(format: "migrate: all files, 2 cores:  %.2f s, %.0f lines/s (%d files changed)", parallel.seconds, Double(totalLines) / parallel.seconds, parallel.value))
        print(String(format: "migrate: all files, 1 thread: %.2f s, %.0f lines/s", serial.seconds, Double(totalLines) / serial.seconds))

        guard let swiftc = findSwiftc() else {
            print("migrate: swiftc not found; no parse comparison")
            return
        }
        let parse = bestTime { parseWithSwiftc(swiftc, swiftFiles) }
        guard parse.value else {
            print("migrate: swiftc -frontend -parse failed; no comparison")
            return
        }
        print(String(format: "migrate: Swift files only, 1 thread: %.2f s (%.0f lines/s)", swiftOnly.seconds, Double(swiftLines) / swiftOnly.seconds))
        print(String(format: "migrate: swiftc -frontend -parse on the same files: %.2f s (%.0f lines/s)", parse.seconds, Double(swiftLines) / parse.seconds))
        print(String(format: "migrate: RESULT %.0f lines/s (2 cores), %.0f lines/s (1 thread); time ratio ours/swiftc-parse = %.2f, i.e. %.1fx faster than the compiler's parse (1 thread vs 1 swiftc process)",
                     Double(totalLines) / parallel.seconds, Double(totalLines) / serial.seconds, swiftOnly.seconds / parse.seconds, parse.seconds / swiftOnly.seconds))
    }

    /// Reads, migrates and renders the diff of every file, as `wilddog-migrate` does without `--write`.
    static func dryRun(_ files: [URL], _ mappings: MappingSet, parallel: Bool) -> Int {
        let inputs = SourceInput.read(files.map(\.path), parallel: parallel).compactMap { $0 }
        let outcomes = Migrator(mappings: mappings, options: MigrationOptions(parallel: parallel)).migrate(inputs)
        let diffs = UnifiedDiff.renderAll(outcomes, parallel: parallel)
        precondition(diffs.contains { !$0.isEmpty })
        return outcomes.filter(\.changed).count
    }

    static func parseWithSwiftc(_ swiftc: String, _ files: [URL]) -> Bool {
        let batch = 100
        var ok = true
        for start in stride(from: 0, to: files.count, by: batch) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: swiftc)
            p.arguments = ["-frontend", "-parse"] + files[start..<min(start + batch, files.count)].map(\.path)
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            do { try p.run() } catch { return false }
            p.waitUntilExit()
            ok = ok && p.terminationStatus == 0
        }
        return ok
    }

    static func findSwiftc() -> String? {
        for command in [["xcrun", "--find", "swiftc"], ["which", "swiftc"]] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = command
            let pipe = Pipe()
            p.standardOutput = pipe
            p.standardError = FileHandle.nullDevice
            guard (try? p.run()) != nil else { continue }
            p.waitUntilExit()
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if p.terminationStatus == 0, !out.isEmpty { return out }
        }
        return nil
    }

    /// The shortest of `repetitions` timings of `body`, with the value of the last.
    static func bestTime<T>(_ body: () -> T) -> (value: T, seconds: Double) {
        var best = Double.infinity
        var value: T?
        for _ in 0..<repetitions {
            let start = DispatchTime.now().uptimeNanoseconds
            value = body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return (value!, best)
    }
}
