import WilddogEngine
import WilddogNetwork

/// An error answer of the accounts API, in Google's shape:
/// `{"error":{"code":400,"message":"EMAIL_EXISTS","errors":[{"message":…,"domain":"global","reason":"invalid"}],
/// "details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"emailAlreadyInUse","domain":"auth.wilddog.com"}]}}`.
struct AuthRESTFailure: Error, Sendable {
    let status: Int
    let message: String
    /// The `AuthServiceError` case (`restReason`), for Wilddog clients.
    let reason: String
    let metadata: [String: String]

    /// The answer for a service error, worded after the token the request carried.
    init(_ error: AuthServiceError, token: AuthServiceError.RESTToken = .idToken) {
        status = error.restStatus
        message = error.restMessage(token: token)
        reason = error.restReason
        metadata = error.restMetadata
    }

    /// A request the service is not asked about: a missing field, a bad request type, …
    /// Without a `reason`, a server failure (status 500 and up) reads back as `failure`, which
    /// a client retries, and anything else as `invalidArguments`.
    init(message: String, status: Int = 400, reason: String? = nil) {
        self.status = status
        self.message = message
        self.reason = reason ?? (status >= 500 ? AuthServiceError.failure() : AuthServiceError.invalidArguments()).restReason
        metadata = [:]
    }

    var body: AuthJSON {
        var detail: [String: AuthJSON] = [
            "@type": .string("type.googleapis.com/google.rpc.ErrorInfo"),
            "reason": .string(reason), "domain": .string(AuthServiceError.restErrorDomain),
        ]
        if !metadata.isEmpty { detail["metadata"] = .object(metadata.mapValues(AuthJSON.string)) }
        return .object(["error": .object([
            "code": .int(Int64(status)),
            "message": .string(message),
            "errors": .array([.object(["message": .string(message), "domain": .string("global"), "reason": .string("invalid")])]),
            "details": .array([.object(detail)]),
        ])])
    }

    var response: HTTPResponse {
        AuthRESTRoute.json(body, status: status)
    }
}
