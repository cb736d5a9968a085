#if !canImport(Security)
import Foundation

/// The session kept in a file where there is no keychain: `<persistence directory>/<appId>.session.json`,
/// created readable by the user only and replaced in one step.
extension AuthSessionStore {
    package var fileURL: URL {
        PersistenceLocation.databaseURL(appId: appId).deletingPathExtension().appendingPathExtension("session.json")
    }

    var location: String { fileURL.path }

    func readRecord() -> Data? {
        FileManager.default.contents(atPath: fileURL.path)
    }

    func writeRecord(_ record: Data?) throws {
        guard let record else {
            if FileManager.default.fileExists(atPath: fileURL.path) { try FileManager.default.removeItem(at: fileURL) }
            return
        }
        try FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = fileURL.appendingPathExtension("tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: record, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        guard rename(temporary.path, fileURL.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown)
        }
    }
}
#endif
