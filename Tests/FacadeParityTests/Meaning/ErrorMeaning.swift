/// What an error means, independent of the generation's domain and code; traces record this.
enum ErrorMeaning: Hashable, Sendable {
    // Sync
    case permissionDenied
    case overriddenBySet
    case maxRetries
    case dataStale
    case nonExistentNode
    case operationFailed
    case invalidParameters
    case disconnected
    case unavailable
    case expiredToken
    case invalidToken
    case userCodeException
    case unknown
    // Auth
    case operationNotAllowed
    case invalidEmail
    case wrongPassword
    case weakPassword
    case userNotFound
    case emailAlreadyInUse
    case invalidCredentials
    case invalidArguments
    case invalidProvider
    case providerError
    /// A (domain, code) pair that its generation's table does not list: always a test failure.
    case unmapped(domain: String, code: Int)

    /// The case name as traces print it.
    var name: String {
        if case .unmapped(let domain, let code) = self { return "UNMAPPED(\(domain) \(code))" }
        // Without a `description` of its own, interpolation prints the case name.
        return "\(self)"
    }
}
