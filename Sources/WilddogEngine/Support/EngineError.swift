/// A failure reported by the engine or the server, independent of SDK generation; the facades
/// map it to their own error domain and code.
package struct EngineError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Code: String, Sendable {
        case permissionDenied = "permission_denied"
        case dataStale = "datastale"
        case maxRetries = "maxretry"
        case overriddenBySet = "set"
        case disconnected = "disconnect"
        case operationFailed = "operation_failed"
        case nonExistentNode = "nonexistent_node"
        case expiredToken = "expired_token"
        case invalidToken = "invalid_token"
        case invalidParameters = "invalid_parameters"
        case unavailable = "unavailable"
        case userCodeException = "user_code_exception"
        case unknown = "unknown"
    }

    package let code: Code
    package let message: String

    package init(_ code: Code, _ message: String? = nil) {
        self.code = code
        self.message = message ?? EngineError.defaultMessage(code)
    }

    package var description: String { "\(code.rawValue): \(message)" }

    package static func defaultMessage(_ code: Code) -> String {
        switch code {
        case .permissionDenied: return "This client does not have permission to perform this operation"
        case .dataStale: return "Transaction hash does not match"
        case .maxRetries: return "The transaction had too many retries"
        case .overriddenBySet: return "The transaction was overridden by a subsequent set"
        case .disconnected: return "The operation could not be performed due to a network error"
        case .operationFailed: return "The server indicated that this operation failed"
        case .nonExistentNode: return "Could not set priority on non-existent node"
        case .expiredToken: return "The supplied auth token has expired"
        case .invalidToken: return "The supplied auth token was invalid"
        case .invalidParameters: return "Invalid parameters"
        case .unavailable: return "The service is unavailable"
        case .userCodeException: return "User code called from the Wilddog runloop threw an exception"
        case .unknown: return "Unknown error"
        }
    }
}
