// wilddog-shutdown-stress: short-lived host processes that exit with work in flight (issue 18).
//
//   wilddog-shutdown-stress [--runs N] [--seed S] [--jobs J]   parent: N children, prints
//                                                             "shutdown: N runs, C crashed"
//   wilddog-shutdown-stress child SEED                        one child (run by the parent)
//
// Exit status of the parent: 0 when no child crashed, 1 otherwise, 2 for bad arguments.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "child" {
    guard arguments.count == 2, let seed = UInt64(arguments[1]) else {
        FileHandle.standardError.write(Data("usage: wilddog-shutdown-stress child SEED\n".utf8))
        exit(2)
    }
    // Returning from here is one of the ways a child ends (ShutdownChild.Ending.returnFromMain).
    ShutdownChild(seed: seed).run()
} else {
    guard let options = StressOptions(arguments) else {
        FileHandle.standardError.write(Data(StressOptions.usage.utf8))
        exit(2)
    }
    let summary = StressParent(options: options).run()
    print("shutdown: \(summary.runs) runs, \(summary.crashed) crashed")
    for crash in summary.crashes.prefix(10) { print(crash) }
    exit(summary.crashed == 0 ? 0 : 1)
}
