import WilddogEngine

/// Pushes encoded during one turn of a namespace: a write that reaches many sockets with the
/// same push is encoded (and framed) once, and the same bytes go to every socket.
///
/// Entries are found by action, path and tag, then by equality of the push, which is cheap for
/// the same data (nodes compare by identity first); the cache is emptied at every change of
/// the data and at the end of every turn, so it never holds old data for long.
struct PushEncodingCache {
    private struct Key: Hashable {
        let action: UInt8
        let path: Path
    }

    private var entries: [Key: [(push: ServerPush, frames: [[UInt8]])]] = [:]

    /// The frames of `push`: from the cache for an untagged data push seen before, else encoded.
    mutating func frames(of push: ServerPush) -> [[UInt8]] {
        let key: Key
        switch push {
        case .overwrite(let path, _, nil): key = Key(action: 0, path: path)
        case .merge(let path, _, nil): key = Key(action: 1, path: path)
        default: return WireFraming.split(ServerMessage.push(push).encoded)
        }
        if let hit = entries[key]?.first(where: { $0.push == push }) { return hit.frames }
        let frames = WireFraming.split(ServerMessage.push(push).encoded)
        entries[key, default: []].append((push, frames))
        return frames
    }

    mutating func removeAll() {
        if !entries.isEmpty { entries = [:] }
    }
}
