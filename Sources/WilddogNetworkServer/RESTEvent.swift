import WilddogEngine

/// The Server-Sent Events of a REST stream, in Firebase's format: `event: <name>`, one `data:`
/// line, a blank line. `put` and `patch` carry `{"path": <relative to the stream's location>,
/// "data": …}`; `keep-alive` and `cancel` carry `null`; `auth_revoked` a reason.
enum RESTEvent {
    static let keepAlive = Array("event: keep-alive\ndata: null\n\n".utf8)
    /// The rules no longer let the stream read its location (Firebase: the data is `null`).
    static let cancel = Array("event: cancel\ndata: null\n\n".utf8)
    /// The stream's credential expired or was revoked.
    static let authRevoked = Array("event: auth_revoked\ndata: credential is no longer valid\n\n".utf8)

    /// What a push of the embedded server means to a stream at `location`; nil for pushes a
    /// stream does not show (the connection's own state).
    static func event(for push: WirePush, at location: Path, export: Bool) -> [UInt8]? {
        switch push {
        case .overwrite(let path, let data, _):
            if location.contains(path) {
                return event("put", Path.relative(from: location, to: path), RESTText.json(data, export: export))
            }
            // A change above the location: the location's new data.
            guard path.contains(location) else { return nil }
            return event("put", .root, RESTText.json(data.child(Path.relative(from: path, to: location)), export: export))
        case .merge(let path, let children, _):
            // The embedded server sends merges at or below a listen's location only.
            guard location.contains(path) else { return nil }
            return event("patch", Path.relative(from: location, to: path), RESTText.json(children, export: export))
        case .listenRevoked:
            return cancel
        case .authRevoked:
            return authRevoked
        case .connected:
            return nil
        }
    }

    /// `event: <name>\ndata: {"path":"/a","data":…}\n\n`.
    static func event(_ name: String, _ path: Path, _ data: [UInt8]) -> [UInt8] {
        var bytes = Array("event: \(name)\ndata: {\"path\":".utf8)
        bytes += RESTText.quoted(path.description)
        bytes += Array(",\"data\":".utf8)
        bytes += data
        bytes += Array("}\n\n".utf8)
        return bytes
    }
}
