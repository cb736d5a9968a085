import Dispatch
import Foundation
import Synchronization
import CBenchSupport
import WilddogEngine

/// Offline at scale (issue 19): an app goes offline, issues n `childByAutoId().setValue`
/// writes, goes online and waits until every write is acknowledged (in order). Issuing is timed
/// until the repo has applied every write, replay until the last completion has run.
enum OfflineBenchmark {
    enum Listener: String, CaseIterable {
        case none = "no listener"
        case limitToLast = "limitToLast(100)"
        case parentValue = "value on parent"
    }

    struct Figures {
        var issue: Double
        var replay: Double
        /// Process CPU seconds of each phase (the host is shared: wall time includes waiting).
        var issueCPU: Double
        var replayCPU: Double
        /// Heap after issuing above the heap before the first write, and the peak resident set
        /// from the first write to the last completion above the resident set before (freed
        /// memory returned to the system first), per pending write.
        var bytesPerWrite: Double
        var peakBytesPerWrite: Double
    }

    static let sizes = [1_000, 10_000, 100_000]

    static func run() {
        // `wilddog-bench offline N [none|limitToLast|parentValue]` measures only n = N (profiling).
        if let only = CommandLine.arguments.dropFirst(2).first.flatMap({ Int($0) }) {
            let chosen = Listener.allCases.filter { l in CommandLine.arguments.count < 4 || "\(l)" == CommandLine.arguments[3] }
            for listener in chosen {
                let f = measure(n: only, listener: listener)
                print(String(format: "  %-17@ n = %6d: issue %.3f s (cpu %.3f s), replay+ack %.3f s (cpu %.3f s), peak resident %.0f bytes/pending write",
                             listener.rawValue as NSString, only, f.issue, f.issueCPU, f.replay, f.replayCPU, f.peakBytesPerWrite))
            }
            return
        }
        print("offline: n childByAutoId writes issued offline, then replayed and acknowledged online")
        var worstIssueRatio = 0.0, worstReplayRatio = 0.0
        var issue100k = 0.0, replay100k = 0.0, worstPeak = 0.0
        var worstIssueCPURatio = 0.0, worstReplayCPURatio = 0.0, issue100kCPU = 0.0, replay100kCPU = 0.0
        for listener in Listener.allCases {
            var figures: [Int: Figures] = [:]
            for n in sizes {
                let f = measure(n: n, listener: listener)
                figures[n] = f
                print(String(format: "  %-17@ n = %6d: issue %7.3f s (cpu %6.3f)  replay+ack %7.3f s (cpu %6.3f)  heap %5.0f, peak resident %5.0f bytes/pending write",
                             listener.rawValue as NSString, n, f.issue, f.issueCPU, f.replay, f.replayCPU, f.bytesPerWrite, f.peakBytesPerWrite))
            }
            let small = figures[sizes.first!]!, large = figures[sizes.last!]!
            worstPeak = max(worstPeak, figures.values.map(\.peakBytesPerWrite).max() ?? 0)
            let scale = Double(sizes.last!) / Double(sizes.first!)
            let issueRatio = (large.issue / scale) / small.issue
            let replayRatio = (large.replay / scale) / small.replay
            let issueCPURatio = (large.issueCPU / scale) / small.issueCPU
            let replayCPURatio = (large.replayCPU / scale) / small.replayCPU
            worstIssueRatio = max(worstIssueRatio, issueRatio)
            worstReplayRatio = max(worstReplayRatio, replayRatio)
            worstIssueCPURatio = max(worstIssueCPURatio, issueCPURatio)
            worstReplayCPURatio = max(worstReplayCPURatio, replayCPURatio)
            issue100k = max(issue100k, large.issue)
            replay100k = max(replay100k, large.replay)
            issue100kCPU = max(issue100kCPU, large.issueCPU)
            replay100kCPU = max(replay100kCPU, large.replayCPU)
            print(String(format: "  %-17@ per-write cost ratio t(100k)/t(1k): issue %.2f  replay+ack %.2f   (cpu: issue %.2f  replay+ack %.2f)",
                         listener.rawValue as NSString, issueRatio, replayRatio, issueCPURatio, replayCPURatio))
        }
        print(String(format: "  worst per-write ratio: issue %.2f, replay+ack %.2f; cpu: issue %.2f, replay+ack %.2f   (target <= 1.5)",
                     worstIssueRatio, worstReplayRatio, worstIssueCPURatio, worstReplayCPURatio))
        print(String(format: "  worst 100k: issued in %.3f s, replayed+acked in %.3f s; cpu: %.3f s, %.3f s   (target < 2 s each)",
                     issue100k, replay100k, issue100kCPU, replay100kCPU))
        print(String(format: "  worst peak resident set per pending write: %.0f bytes", worstPeak))
        ContentionBurst.report(indent: "  ")
    }

    /// One run: a fresh app id, the listener in place, n writes offline, then online.
    static func measure(n: Int, listener: Listener) -> Figures {
        let appId = "offline\(UUID().uuidString.prefix(8).lowercased())"
        let repo = RepoBenchmark.makeRepo(appId)
        let items = Path("items")
        // A value observer on a path of its own tells when the repo has run everything before
        // the marker write (local writes raise events at once, online or not).
        let marker = Atomic<Int>(0)
        _ = repo.observe(Path("marker"), .default, .value, handler: { snapshot, _ in
            if case .number(let v)? = snapshot.node.leafValue { marker.store(Int(v), ordering: .relaxed) }
        }, cancel: nil)
        var round = 0
        func drain() {
            round += 1
            repo.set(Path("marker"), .leaf(.number(Double(round))), completion: nil)
            RepoBenchmark.wait { marker.load(ordering: .relaxed) == round }
        }
        let events = Atomic<Int>(0)
        switch listener {
        case .none: break
        case .limitToLast:
            let query = try! QuerySpec.default.limited(toLast: 100, method: "bench")
            _ = repo.observe(items, query, .childAdded, handler: { _, _ in events.add(1, ordering: .relaxed) }, cancel: nil)
        case .parentValue:
            _ = repo.observe(items, .default, .value, handler: { _, _ in events.add(1, ordering: .relaxed) }, cancel: nil)
        }
        drain()
        repo.goOffline()
        drain()
        let keys = (0..<n).map { _ in ChildKey(PushID.next(timedBy: repo)) }
        let residentBefore = wilddog_bench_reset_peak_resident()
        let before = EngineBenchmark.heapBytes()
        let acked = Atomic<Int>(0)
        let start = ContinuousClock.now, startCPU = processCPUSeconds()
        for (i, key) in keys.enumerated() {
            repo.set(items.child(key), .leaf(.number(Double(i))), completion: { _ in acked.add(1, ordering: .relaxed) })
        }
        drain()
        let issued = ContinuousClock.now, issuedCPU = processCPUSeconds()
        let after = EngineBenchmark.heapBytes()
        repo.goOnline()
        RepoBenchmark.wait { acked.load(ordering: .relaxed) >= n }
        let replayed = ContinuousClock.now, replayedCPU = processCPUSeconds()
        let peakResident = wilddog_bench_peak_resident()
        repo.close()
        return Figures(issue: RepoBenchmark.seconds(issued - start), replay: RepoBenchmark.seconds(replayed - issued),
                       issueCPU: issuedCPU - startCPU, replayCPU: replayedCPU - issuedCPU,
                       bytesPerWrite: Double(after - before) / Double(n),
                       peakBytesPerWrite: Double(peakResident - min(peakResident, residentBefore)) / Double(n))
    }

    /// CPU seconds used by the whole process so far.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
