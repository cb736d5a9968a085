/// The compound hash `ch` that iOS and Android add to a listen when their cached data is large
/// (WIRE-PROTOCOL.md §3.3): split paths and one hash per range between them.
package struct CompoundHash: Sendable, Equatable {
    /// `ps`: the split points, in wire form.
    package var paths: [Path]
    /// `hs`: the hash of each range (hash version 2).
    package var hashes: [String]

    package init(paths: [Path], hashes: [String]) {
        self.paths = paths
        self.hashes = hashes
    }
}
