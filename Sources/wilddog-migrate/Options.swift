import WilddogMigration

/// Parsed command-line options.
struct Options {
    var paths: [String] = []
    var write = false
    var check = false
    var format: ReportFormat = .text
    var mappingOverrides: [String] = []
    var mappingsDirectory: String?
    var minimumConfidence: Confidence = .high
    var showDiff = true
    var quiet = false
    var docs = false
    var docsOutput: String?
    var help = false
    var version = false
    /// nil: the 2.x target (and, for `docs`, every target's guide).
    var target: MigrationTarget?
    /// `--firebase-database-url APPID=URL`: Wilddog app id → Firebase Realtime Database URL.
    var databaseURLs: [String: String] = [:]

    struct Failure: Error { var message: String }

    /// Reads `arguments` (without the program name); `docs` as the first argument selects the docs command.
    init(_ arguments: [String]) throws(Failure) {
        var args = arguments[...]
        if args.first == "docs" { docs = true; args = args.dropFirst() }
        while let arg = args.popFirst() {
            func value() throws(Failure) -> String {
                guard let v = args.popFirst(), !v.hasPrefix("--") else { throw Failure(message: "\(arg) needs a value") }
                return v
            }
            switch arg {
            case "--write", "-w": write = true
            case "--check": check = true
            case "--format":
                let v = try value()
                guard let f = ReportFormat(rawValue: v) else { throw Failure(message: "unknown format '\(v)' (text, json, sarif)") }
                format = f
            case "--mappings": mappingOverrides.append(try value())
            case "--mappings-root": mappingsDirectory = try value()
            case "--min-confidence":
                let v = try value()
                guard let c = Confidence(rawValue: v) else { throw Failure(message: "unknown confidence '\(v)' (high, medium, low)") }
                minimumConfidence = c
            case "--no-diff": showDiff = false
            case "--quiet", "-q": quiet = true
            case "--output", "-o": docsOutput = try value()
            case "--target":
                let v = try value()
                guard let t = MigrationTarget(rawValue: v) else {
                    throw Failure(message: "unknown target '\(v)' (\(MigrationTarget.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                target = t
            case "--firebase-database-url":
                let (appID, url) = try Self.databaseURL(try value())
                if let other = databaseURLs[appID], other != url {
                    throw Failure(message: "--firebase-database-url gives two URLs for the app id '\(appID)': \(other) and \(url)")
                }
                databaseURLs[appID] = url
            case "--help", "-h": help = true
            case "--version": version = true
            case "--": paths += args; args = []
            default:
                if arg.hasPrefix("-") && arg.count > 1 { throw Failure(message: "unknown option \(arg)") }
                paths.append(arg)
            }
        }
        if write && check { throw Failure(message: "--write and --check cannot be combined") }
        if !databaseURLs.isEmpty && target != .firebase {
            throw Failure(message: "--firebase-database-url needs --target firebase")
        }
        if !docs && !help && !version && paths.isEmpty { throw Failure(message: "no paths given") }
    }

    /// `APPID=URL`: a Wilddog app id (the first label of `https://APPID.wilddogio.com`) and an
    /// `https://` Firebase Realtime Database URL with a host and no path.
    static func databaseURL(_ text: String) throws(Failure) -> (String, String) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw Failure(message: "--firebase-database-url takes APPID=URL (e.g. myapp=https://myapp-default-rtdb.firebaseio.com), not '\(text)'")
        }
        let appID = parts[0], url = parts[1].hasSuffix("/") ? String(parts[1].dropLast()) : parts[1]
        guard appID.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw Failure(message: "--firebase-database-url: '\(appID)' is not a Wilddog app id (letters, digits, '-' and '_')")
        }
        let host = url.hasPrefix("https://") ? String(url.dropFirst("https://".count)) : ""
        guard !host.isEmpty, !host.contains("/"), !host.contains("\""), !host.contains("\\"),
              host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." || $0 == ":" }) else {
            throw Failure(message: "--firebase-database-url: '\(parts[1])' is not an https URL of a database host (https://<db>.firebaseio.com or https://<db>.<region>.firebasedatabase.app)")
        }
        return (appID, url)
    }

    static let usage = """
    usage: wilddog-migrate [options] <paths…>
           wilddog-migrate docs [--check] [--target 2.x|firebase] [--output FILE]

    Rewrites Wilddog 1.x call sites in Swift and Objective-C files to the 2.x API, or Wilddog 1.x
    and 2.x code (or a mix of both) to the Firebase iOS SDK with --target firebase. Directories are
    searched recursively (skipping .build, Pods, Carthage and *.framework). By default nothing is
    written: the changes are printed as a unified diff.

    options:
      --write, -w              apply the changes to the files
      --check                  exit 1 when any file would change; each pending edit is also
                               reported as a warning (CI annotations, SARIF results)
      --format text|json|sarif text: diff on stdout, findings on stderr (default);
                               json/sarif: one document on stdout
      --mappings DIR           add or override mapping files (repeatable)
      --mappings-root DIR      use DIR instead of the default Mappings/ directory
      --min-confidence LEVEL   apply edits of at least this confidence: high (default), medium, low
      --target 2.x|firebase    the API to migrate to (default 2.x); firebase also reads
                               Mappings/Firebase and its guide is MIGRATION-FIREBASE.md
      --firebase-database-url APPID=URL
                               firebase: the Realtime Database URL that replaces the Wilddog app
                               APPID (https://APPID.wilddogio.com); repeatable, one per app
      --no-diff                do not print the diff (text format)
      --quiet, -q              do not print findings (text format)
      --version                print the version
      --help, -h               print this help

    A statement preceded by the comment `// wilddog-migrate:ignore` is left alone.

    docs: regenerates the tables of MIGRATION.md and MIGRATION-FIREBASE.md from the mapping data
    (only the given target's guide with --target; --output writes one guide, the 2.x one unless
    --target says otherwise); with --check, exits 1 when a guide is stale.

    Output: the dry run prints a unified diff on stdout; --write prints one line per rewritten
    file instead. Findings go to stderr as `path:line:col: error|warning|note: message [rule]`,
    then a summary line. A path that cannot be read is an error; a path with no Swift or
    Objective-C source is a warning.

    Positions: after --write, a finding's line and column refer to the file as written (added
    imports and configuration lines move later findings down); in a dry run and with --check,
    to the file as read. JSON says which in `positions` (`as-written` / `as-read`), SARIF in the
    run's `properties.positions`.

    exit codes (when several apply, the highest wins):
      0  success (a dry run with changes to show is a success)
      1  --check: something would change
      2  bad arguments, missing paths, unreadable mapping data, or --check with no source file
         under the given paths
      3  some paths were left untouched: they could not be read, lexed or written (see the errors
         and warnings)
    """
}
