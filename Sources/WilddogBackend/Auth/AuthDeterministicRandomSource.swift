import WilddogEngine


/// A reproducible random source for tests: HMAC-SHA256 of a counter under a seed.
///
/// Two sources with the same seed produce the same stream. Not for production: whoever knows
/// the seed knows every salt, uid and code.
package final class AuthDeterministicRandomSource: AuthRandomSource {
    private let seed: [UInt8]
    private let state = Lock(DrawState())

    private struct DrawState {
        var counter: UInt64 = 0
        var pending: [UInt8] = []
    }

    /// A source whose stream is determined by `seed`.
    package init(seed: String) {
        self.seed = Array(seed.utf8)
    }

    package func bytes(_ count: Int) throws(AuthServiceError) -> [UInt8] {
        try state.withLock { [seed] state throws(AuthServiceError) in
            while state.pending.count < count {
                let block = withUnsafeBytes(of: state.counter.bigEndian) { Array($0) }
                state.pending += try AuthServiceError.crypto { () throws(CryptoFailure) in
                    try Crypto.hmacSHA256(key: seed, message: block)
                }
                state.counter += 1
            }
            let out = Array(state.pending.prefix(count))
            state.pending.removeFirst(count)
            return out
        }
    }
}
