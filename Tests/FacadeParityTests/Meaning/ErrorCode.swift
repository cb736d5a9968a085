import Foundation

/// The identity of an `NSError` handed to user code: its domain and code.
struct ErrorCode: Hashable, Sendable, CustomStringConvertible {
    let domain: String
    let code: Int

    init(_ domain: String, _ code: Int) {
        self.domain = domain
        self.code = code
    }

    /// The domain and code of an error from a facade callback (nil when there is none).
    init?(_ error: (any Error)?) {
        guard let error else { return nil }
        let nsError = error as NSError
        self.init(nsError.domain, nsError.code)
    }

    var description: String { "\(domain) \(code)" }
}
