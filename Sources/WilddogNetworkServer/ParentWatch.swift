import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// With `WILDDOG_SERVER_EXIT_WITH_PARENT=1` in its environment, the server stops when the process
/// that started it is gone (its parent changes): a test run that is killed leaves no server behind.
enum ParentWatch {
    static let variable = "WILDDOG_SERVER_EXIT_WITH_PARENT"

    /// Starts the watch when the environment asks for it; the timer is kept alive by the return value.
    static func start(stopping server: NetworkServer, program: String) -> DispatchSourceTimer? {
        guard ProcessInfo.processInfo.environment[variable] == "1" else { return nil }
        let parent = getppid()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + 0.5, repeating: 0.5)
        timer.setEventHandler {
            guard getppid() != parent else { return }
            ServerMain.say("\(program): stopping (the parent process \(parent) is gone)")
            server.stop()
            exit(0)
        }
        timer.resume()
        return timer
    }
}
