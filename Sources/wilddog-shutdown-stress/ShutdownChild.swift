import Dispatch
import Foundation
import Synchronization
import WilddogEngine
import WilddogServer

/// One short-lived host process: a random mix of writes, transactions, sign-ins and listeners
/// from a few threads, through the 1.x or the 2.x API, ended at a random moment in one of the
/// ways a program ends. Everything is drawn from the seed.
struct ShutdownChild {
    enum Ending: CaseIterable {
        /// `exit(0)` from the main thread while work is in flight.
        case exitCall
        /// Return from `main` (static destructors and exit handlers run under the workers).
        case returnFromMain
        /// `WDGApp.delete` (1.x: `goOffline`), then `exit(0)` at once.
        case endAppThenExit
        /// `exit(0)` from a write's completion block, on the callback queue.
        case exitFromCallback
    }

    let seed: UInt64

    func run() {
        var random = SplitMix64(seed: seed)
        let legacy = random.chance(50)
        let ending = Ending.allCases[random.below(Ending.allCases.count)]
        let lifetime = Double(random.below(60)) / 1000
        let callbackQueue: DispatchQueue? = random.chance(50) ? nil : DispatchQueue(label: "stress.callbacks")
        let appId = "shutdown\(seed)"
        let server = WilddogServer(appId: appId)
        if random.chance(50) { server.passwordHashIterations = 1000 }
        let workload: any Workload
        if legacy {
            workload = LegacyWorkload(appId: appId, server: server, callbackQueue: callbackQueue)
        } else if let new = NewWorkload(appId: appId, server: server, callbackQueue: callbackQueue) {
            workload = new
        } else {
            FileHandle.standardError.write(Data("the stress app could not be configured\n".utf8))
            exit(3)
        }
        for worker in 0..<(1 + random.below(3)) {
            let workerSeed = seed &* 31 &+ UInt64(worker)
            Thread.detachNewThread {
                var random = SplitMix64(seed: workerSeed)
                while true {
                    workload.step(&random)
                    if random.chance(30) { usleep(UInt32(random.below(2000))) }
                }
            }
        }
        // The main queue runs callbacks (by default) while the work goes on.
        RunLoop.main.run(until: Date().addingTimeInterval(lifetime))
        switch ending {
        case .exitCall:
            exit(0)
        case .returnFromMain:
            return
        case .endAppThenExit:
            workload.end()
            exit(0)
        case .exitFromCallback:
            workload.writeThenExit()
            // The completion exits; a program whose write never completes gives up after a while.
            RunLoop.main.run(until: Date().addingTimeInterval(3))
            exit(0)
        }
    }
}
