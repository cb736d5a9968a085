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
        // The 2.x mapping, and the Firebase one when a Firebase guide or migration needs it.
        let firebaseRoot = (root as NSString).appendingPathComponent(MigrationTarget.firebase.mappingsSubdirectory ?? "")
        let needsFirebase = options.target == .firebase || (options.docs && options.target == nil && options.docsOutput == nil
            && FileManager.default.fileExists(atPath: firebaseRoot))
        let mappings: MappingSet
        var firebase: MappingSet?
        do {
            mappings = try MappingSet.load(directory: root, overrides: options.mappingOverrides)
            if needsFirebase { firebase = try MappingSet.load(directory: firebaseRoot, overrides: options.mappingOverrides, target: .firebase) }
        } catch {
            printError("wilddog-migrate: \(error)")
            return .usage
        }
        if options.docs {
            let guides: [(MigrationTarget, MappingSet)] = [(.wilddog2, mappings)] + (firebase.map { [(.firebase, $0)] } ?? [])
            let wanted = guides.filter { options.target == nil ? (options.docsOutput == nil || $0.0 == .wilddog2) : $0.0 == options.target }
            return wanted.map { docs(options, $0.1, root, target: $0.0) }.max { $0.rawValue < $1.rawValue } ?? .success
        }
        return migrate(options, mappings, firebase: firebase)
    }

    private func docs(_ options: Options, _ mappings: MappingSet, _ root: String, target: MigrationTarget) -> ExitStatus {
        let path = options.docsOutput ?? ((root as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target.guideName)
        let existing = (try? String(contentsOfFile: path, encoding: .utf8)) ?? MigrationDocument.skeleton(target)
        let updated = MigrationDocument.update(existing, mappings: mappings, target: target)
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

    private func migrate(_ options: Options, _ mappings: MappingSet, firebase: MappingSet?) -> ExitStatus {
        let settings = MigrationOptions(minimumConfidence: options.minimumConfidence, firebaseDatabaseURLs: options.databaseURLs)
        let migrator: any SourceMigrating = firebase.map { FirebaseMigrator(legacy: mappings, firebase: $0, options: settings) }
            ?? Migrator(mappings: mappings, options: settings)
        let descriptions = (firebase?.ruleDescriptions ?? [:]).merging(mappings.ruleDescriptions) { a, _ in a }
        let guides = (firebase?.ruleDescriptions ?? [:]).mapValues { _ in MigrationTarget.firebase.guideName }
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
            writeOut(SARIFReport.render(outcomes, ruleIDs: migrator.ruleIDs, descriptions: descriptions, guides: guides, positions: positions))
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
