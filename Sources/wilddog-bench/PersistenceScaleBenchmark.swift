import Foundation

/// Persistence at scale (issue 26), through the public APIs only, each measurement in its own
/// process (`PersistenceChild`, run by `ChildProcess`: a timeout, then SIGKILL and the failure
/// printed):
/// - write+ack of n distinct children (`cached/c…`, one `setValue` each, the last with a
///   completion) with persistence off and on, n = 10k / 40k / 100k (best of 2 each, 3 at 10k);
/// - cold start: a process that kept `cached` synced wrote the n children, flat (`{n, title}`)
///   or structured (objects with a nested object and an array, strings with priorities,
///   numbers: `PersistenceChild.Shape`); a new process, offline, observes `cached` through 1.x
///   `Wilddog` and through 2.x `WDGSync`: process launch (and first reference) → first cached
///   value event (best of 2 each).
/// Goals printed: write+ack per child t(100k)/t(10k) ≤ 1.5, persistence on/off at 100k ≤ 1.5
/// (issue 29), cold start ≤ 0.5 s at 100k children of either shape.
enum PersistenceScaleBenchmark {
    static let defaultSizes = [10_000, 40_000, 100_000]
    static let writeTimeout = 120.0
    static let coldTimeout = 60.0

    struct Write { var wall: Double; var cpu: Double }

    /// `wilddog-bench persistence scale [n…]` runs only this part, for the given sizes.
    /// `wilddog-bench persistence cold [n…]` runs only the cold starts.
    static func run(sizes: [Int] = defaultSizes, coldOnly: Bool = false) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wilddog-bench-scale-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["WILDDOG_PERSISTENCE_DIR": directory.path]
        print("persistence at scale: public API, one process per figure (timeouts: write \(Int(writeTimeout)) s, cold start \(Int(coldTimeout)) s); load \(loadAverage())")

        var on: [Int: Write] = [:], off: [Int: Write] = [:]
        var cold: [ColdKey: (legacy: ColdFigure?, sync: ColdFigure?)] = [:]
        for n in sizes {
            if coldOnly {
                for shape in ["flat", "structured"] {
                    cold[ColdKey(n: n, shape: shape)] = coldStart(n, shape: shape, directory, environment)
                }
                continue
            }
            // Best of 2 each (3 for small n, whose short runs are noisier), alternating: host
            // noise only adds time. A failure is reported.
            let repeats = n <= 10_000 ? 3 : 2
            var offRun = WriteRun(appId: "", figure: nil, failure: nil), onRun = offRun
            for _ in 0..<repeats {
                offRun = better(offRun, write(n, persist: false, keepSynced: false, environment))
                let run = write(n, persist: true, keepSynced: false, environment)
                try? removeStore(run.appId, in: directory)
                onRun = better(onRun, run)
            }
            off[n] = offRun.figure
            on[n] = onRun.figure
            print(String(format: "  write+ack %6d children (best of %d): persistence off %@, on %@", n, repeats,
                         describe(offRun, n) as NSString, describe(onRun, n) as NSString))

            for shape in ["flat", "structured"] {
                cold[ColdKey(n: n, shape: shape)] = coldStart(n, shape: shape, directory, environment)
            }
        }

        guard let large = sizes.last else { return }
        print("  cold start (goal ≤ 0.5 s), best of 2, launch → first cached value event (first reference → event):")
        for n in sizes {
            for shape in ["flat", "structured"] {
                let best = cold[ColdKey(n: n, shape: shape)]
                print(String(format: "    %6d %@ children: ", n, shape.padding(toLength: 10, withPad: " ", startingAt: 0) as NSString)
                    + "1.x \(describe(best?.legacy)), 2.x \(describe(best?.sync))")
            }
        }
        guard !coldOnly, let small = sizes.first, small != large else { return }
        let scale = Double(large) / Double(small)
        func ratio(_ figures: [Int: Write]) -> String {
            guard let s = figures[small], let l = figures[large] else { return "n/a (a run failed)" }
            return String(format: "%.2f (cpu %.2f)", (l.wall / scale) / s.wall, (l.cpu / scale) / s.cpu)
        }
        print("  ratios (goals: per child ≤ 1.5, on/off ≤ 1.5):")
        print("    write+ack per child t(\(large))/t(\(small)): persistence on \(ratio(on)), off \(ratio(off))")
        if let a = on[large], let b = off[large] {
            print(String(format: "    persistence on/off at %d: %.2f (cpu %.2f)", large, a.wall / b.wall, a.cpu / b.cpu))
        } else {
            print("    persistence on/off at \(large): n/a (a run failed)")
        }
        print("  load at the end: \(loadAverage())")
    }

    struct WriteRun { var appId: String; var figure: Write?; var failure: String? }

    /// The faster of two runs; a failed run wins (so that it is reported).
    static func better(_ a: WriteRun, _ b: WriteRun) -> WriteRun {
        if a.failure != nil { return a }
        if b.failure != nil { return b }
        guard let fa = a.figure else { return b }
        guard let fb = b.figure else { return a }
        return fb.wall < fa.wall ? b : a
    }

    static func write(_ n: Int, persist: Bool, keepSynced: Bool, shape: String = "flat",
                      _ environment: [String: String]) -> WriteRun {
        let appId = "benchscale\(UUID().uuidString.prefix(8).lowercased())"
        let outcome = ChildProcess.run(timeout: writeTimeout, environment: environment) { _ in
            ["persistence-child", "write", appId, "\(n)", persist ? "1" : "0", keepSynced ? "1" : "0", shape]
        }
        if let failure = outcome.failure { return WriteRun(appId: appId, figure: nil, failure: failure) }
        let fields = outcome.output.split(separator: "\n").last { $0.hasPrefix("write ") }?.split(separator: " ") ?? []
        guard fields.count == 3, let wall = Double(fields[1]), let cpu = Double(fields[2]) else {
            return WriteRun(appId: appId, figure: nil, failure: "unexpected output \(outcome.output.debugDescription)")
        }
        return WriteRun(appId: appId, figure: Write(wall: wall, cpu: cpu), failure: nil)
    }

    static func describe(_ run: WriteRun, _ n: Int) -> String {
        guard let f = run.figure else { return "FAILED (\(run.failure ?? "?"))" }
        return String(format: "%.3f s (cpu %.3f, %.1f µs/child)", f.wall, f.cpu, f.wall / Double(n) * 1e6)
    }

    struct Failure: Error { var message: String }

    struct ColdKey: Hashable { var n: Int; var shape: String }
    struct ColdFigure { var sinceLaunch: Double; var sinceReference: Double }

    static func describe(_ figure: ColdFigure?) -> String {
        guard let figure else { return "failed" }
        return String(format: "%.3f s (%.3f s)", figure.sinceLaunch, figure.sinceReference)
    }

    /// A process that kept `cached` synced writes n children of `shape`; then new processes,
    /// offline, read them back through each API (best of 2 each). Prints each run.
    static func coldStart(_ n: Int, shape: String, _ directory: URL, _ environment: [String: String])
        -> (legacy: ColdFigure?, sync: ColdFigure?) {
        let seed = write(n, persist: true, keepSynced: true, shape: shape, environment)
        defer { try? removeStore(seed.appId, in: directory) }
        let bytes = storeBytes(seed.appId, in: directory)
        print(String(format: "  cold start %6d %@ children: writer with keepSynced(true) %@, store %.1f bytes/child", n,
                     shape as NSString, describe(seed, n) as NSString, Double(bytes) / Double(n)))
        guard seed.figure != nil else { return (nil, nil) }
        var best: (legacy: ColdFigure?, sync: ColdFigure?) = (nil, nil)
        for api in ["legacy", "sync"] {
            var runs: [String] = []
            for _ in 0..<2 {
                switch coldStart(api, seed.appId, n, environment) {
                case .success(let figure):
                    runs.append(String(format: "%.3f (%.3f)", figure.sinceLaunch, figure.sinceReference))
                    if api == "legacy" {
                        if figure.sinceLaunch < best.legacy?.sinceLaunch ?? .infinity { best.legacy = figure }
                    } else if figure.sinceLaunch < best.sync?.sinceLaunch ?? .infinity {
                        best.sync = figure
                    }
                case .failure(let why):
                    runs.append("failed: \(why.message)")
                }
            }
            print("    \(api == "legacy" ? "1.x Wilddog" : "2.x WDGSync"): launch (first reference) → first cached value event: "
                + "\(runs.joined(separator: ", ")) s")
        }
        return best
    }

    static func coldStart(_ api: String, _ appId: String, _ n: Int, _ environment: [String: String]) -> Result<ColdFigure, Failure> {
        let outcome = ChildProcess.run(timeout: coldTimeout, environment: environment) { launch in
            ["persistence-child", "cold", api, appId, "\(launch)"]
        }
        if let failure = outcome.failure { return .failure(Failure(message: failure)) }
        let fields = outcome.output.split(separator: "\n").last { $0.hasPrefix("value ") }?.split(separator: " ") ?? []
        guard fields.count == 4, let count = Int(fields[1]), let sinceLaunch = Double(fields[2]),
              let sinceReference = Double(fields[3]) else {
            return .failure(Failure(message: "unexpected output \(outcome.output.debugDescription)"))
        }
        guard count == n else { return .failure(Failure(message: "first value event had \(count) children, not \(n)")) }
        return .success(ColdFigure(sinceLaunch: sinceLaunch, sinceReference: sinceReference))
    }

    static func storeFiles(_ appId: String, in directory: URL) -> [URL] {
        ["", "-wal", "-shm"].map { directory.appendingPathComponent("\(appId).sqlite\($0)") }
    }

    static func storeBytes(_ appId: String, in directory: URL) -> Int {
        storeFiles(appId, in: directory).dropLast().reduce(0) { total, url in
            total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
        }
    }

    static func removeStore(_ appId: String, in directory: URL) throws {
        for url in storeFiles(appId, in: directory) { try? FileManager.default.removeItem(at: url) }
    }

    static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        let fields = text.split(separator: " ").prefix(3)
        return fields.isEmpty ? "unknown" : fields.joined(separator: " ")
    }
}
