/// Conversions between wire pushes and the in-process `WirePush`.
extension ServerPush {
    /// The wire form of a backend push (server side); nil for `connected`, which is the
    /// hello (`ServerMessage.hello`). A revoked tagged listen is named by its query object,
    /// a default one by the path alone.
    package init?(_ push: WirePush) {
        switch push {
        case .connected:
            return nil
        case .overwrite(let path, let data, let tag):
            self = .overwrite(path: path, data: data, tag: tag)
        case .merge(let path, let children, let tag):
            self = .merge(path: path, children: children, tag: tag)
        case .listenRevoked(let path, let query, let tag, _):
            self = .listenRevoked(path: path, queries: tag != nil && query.isSentTagged ? [query] : [])
        case .authRevoked(let error):
            self = .authRevoked(status: error.wireStatus, reason: error.message)
        }
    }

    /// The engine push a client hands to its repo; nil for pushes it handles otherwise:
    /// `c` (the transport maps its query objects to its own listens and tags), App Check,
    /// debug messages, range merges and unknown actions.
    package var enginePush: WirePush? {
        switch self {
        case .overwrite(let path, let data, let tag): return .overwrite(path: path, data: data, tag: tag)
        case .merge(let path, let children, let tag): return .merge(path: path, children: children, tag: tag)
        case .authRevoked(let status, let reason): return .authRevoked(EngineError(wireStatus: status, message: reason))
        case .listenRevoked, .appCheckRevoked, .securityDebug, .rangeMerge, .unknown: return nil
        }
    }
}
