import Foundation
import WilddogEngine

/// ETags of the REST surface: the data hash of WIRE-PROTOCOL.md §6.2 (the one transactions
/// compare), so an `if-match` write is the same compare-and-set a transaction makes. The empty
/// location, whose hash is the empty string, has the ETag `null_etag`.
enum RESTETag {
    static let empty = "null_etag"

    /// The ETag of the data at a location.
    static func of(_ node: Node) throws(RESTError) -> String {
        let hash: String
        do {
            hash = try node.hash
        } catch {
            throw RESTError(500, "The server could not compute the ETag of the data")
        }
        return hash.isEmpty ? empty : hash
    }

    /// The hash an `if-match` ETag stands for.
    static func hash(of etag: String) throws(RESTError) -> String {
        let value = unquoted(etag)
        guard !value.isEmpty else { throw RESTError(400, "if-match needs an ETag") }
        return value == empty ? "" : value
    }

    /// An ETag without the quotes HTTP allows around it (`"abc"` → `abc`).
    static func unquoted(_ etag: String) -> String {
        var value = Substring(etag.trimmingCharacters(in: .whitespaces))
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = value.dropFirst().dropLast() }
        return String(value)
    }
}
