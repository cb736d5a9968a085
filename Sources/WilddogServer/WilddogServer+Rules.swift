import Foundation
import WilddogBackend
import WilddogEngine

extension WilddogServer {
    /// Installs security rules in Firebase's JSON form (`{"rules": {...}}`, comments allowed).
    /// A rule that does not parse throws `invalidRules` with its position and leaves the
    /// current rules in place. Listens that lose read access are cancelled.
    public func setRules(_ json: String) throws {
        do {
            try server.setRules(json: json)
        } catch {
            throw WilddogServerError.invalidRules(message: error.message, line: error.line, column: error.column,
                                                  rulePath: error.rulePath)
        }
    }

    /// Installs security rules from a JSON file.
    public func setRules(contentsOf file: URL) throws {
        try setRules(String(contentsOf: file, encoding: .utf8))
    }

    /// Restores the default rules, which allow every read and write.
    public func allowEverything() {
        server.setRules(.allowAll, text: nil)
    }
}
