import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SourceInput {
    /// Reads `paths` on all cores; a path that cannot be read yields nil at its index.
    public static func read(_ paths: [String], parallel: Bool = true, progress: (@Sendable (String) -> Void)? = nil) -> [SourceInput?] {
        ParallelMap.map(paths.count, parallel: parallel) { i in
            let path = paths[i]
            defer { progress?(path) }
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return SourceInput(path: path, bytes: [UInt8](data))
        }
    }

    /// Why `path` cannot be opened for reading (`Permission denied`), or nil when it can.
    public static func readFailureReason(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd < 0 else { close(fd); return nil }
        return String(cString: strerror(errno))
    }
}
