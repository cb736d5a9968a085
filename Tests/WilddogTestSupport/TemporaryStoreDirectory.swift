import Foundation
import WilddogEngine

/// Stores opened by the persistence tests go to a temporary directory (the same one in every
/// test target of the process, since the setting is process-wide).
public enum TemporaryStoreDirectory {
    public static let url: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("wilddog-persistence-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    public static func use() { PersistenceLocation.setDirectory(url) }
}
