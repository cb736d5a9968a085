import Foundation
import WilddogMigration

/// Runs one invocation of the command line.
struct CommandLineTool {
    let arguments: [String]

    func run() -> ExitStatus {
        let options: Options
        do throws(Options.Failure) {
            options = try Options(arguments)
        } catch {
            printError("wilddog-migrate: \(error.message)\n\n\(Options.usage)")
            return .usage
        }
        if options.help { print(Options.usage); return .success }
        if options.version { print("wilddog-migrate \(WilddogMigration.version) (mapping schema \(MappingSet.supportedSchemaVersion))"); return .success }
        guard let root = options.mappingsDirectory ?? MappingLocator.defaultDirectory() else {
            printError("wilddog-migrate: cannot find the Mappings directory; pass --mappings-root DIR or set \(MappingLocator.environmentKey)")
            return .usage
        }
        let mappings: MappingSet
        do {
            mappings = try MappingSet.load(directory: root, overrides: options.mappingOverrides)
        } catch {
            printError("wilddog-migrate: \(error)")
            return .usage
        }
        return options.docs ? docs(options, mappings, root) : migrate(options, mappings)
    }

    private func docs(_ options: Options, _ mappings: MappingSet, _ root: String) -> ExitStatus {
        let path = options.docsOutput ?? ((root as NSString).deletingLastPathComponent as NSString).appendingPathComponent("MIGRATION.md")
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? MigrationDocument.skeleton
        let updated = MigrationDocument.update(existing, mappings: mappings)
        if options.check {
            if updated == existing { print("\(path) is up to date"); return .success }
            printError("\(path) is stale: run `wilddog-migrate docs`")
            return .wouldChange
        }
        do {
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            printError("wilddog-migrate: cannot write \(path): \(error)")
            return .usage
        }
        print("wrote \(path)")
        return .success
    }

    private func migrate(_ options: Options, _ mappings: MappingSet) -> ExitStatus {
        let migrator = Migrator(mappings: mappings, options: MigrationOptions(minimumConfidence: options.minimumConfidence))
        let found = FileDiscovery.discover(options.paths)
        let progress = Progress(total: found.files.count)
        let run = PathMigration(found, migrator: migrator, progress: { progress.advance($0) })
        progress.finish()
        for m in run.missing { printError("wilddog-migrate: no such file or directory: \(m)") }
        if !run.missing.isEmpty { return .usage }
        // After --write, findings point into the files as written; otherwise into the files as read.
        let positions: FindingPositions = options.write ? .asWritten : .asRead
        let outcomes = options.check ? run.outcomes.map { $0.withPendingEditFindings() }
            : options.write ? run.outcomes.map { $0.positionedAsWritten() } : run.outcomes

        switch options.format {
        case .text:
            if options.showDiff && !options.write { for diff in UnifiedDiff.renderAll(outcomes) where !diff.isEmpty { writeOut(diff) } }
            if !options.quiet {
                for o in outcomes { for f in o.findings { printError(f.formatted) } }
            }
        case .json:
            writeOut(JSONReport.render(outcomes, positions: positions))
        case .sarif:
            writeOut(SARIFReport.render(outcomes, ruleIDs: migrator.ruleIDs, descriptions: mappings.ruleDescriptions, positions: positions))
        }

        var writeFailed = false
        if options.write {
            for o in outcomes where o.changed {
                do {
                    try Data(o.output).write(to: URL(fileURLWithPath: o.path), options: .atomic)
                    if options.format == .text && options.showDiff { writeOut("rewrote \(o.path) (\(o.edits.count) edit\(o.edits.count == 1 ? "" : "s"))\n") }
                } catch {
                    printError("\(o.path):1:1: error: cannot write the file: \(error) [write]")
                    writeFailed = true
                }
            }
        }
        if options.format == .text { printError(RunSummary(outcomes).line) }
        // The highest status wins: paths that could not be read, lexed or written (3), then a
        // --check with nothing to check (2), then changes found by --check (1).
        if writeFailed || run.hasFailures { return .filesFailed }
        if options.check && run.scannedNothing {
            printError("wilddog-migrate: --check found no Swift or Objective-C source file under the given paths")
            return .usage
        }
        if options.check && outcomes.contains(where: \.changed) { return .wouldChange }
        return .success
    }

    /// Writes to stdout unbuffered, so the diff and the findings on stderr stay in order.
    private func writeOut(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
