import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import WilddogBackend
import WilddogEngine
@testable import WilddogNetworkServer

/// A clock the tests move by hand.
final class TestClock: Sendable {
    private let current = Lock(Date(timeIntervalSince1970: 1_900_000_000))

    func now() -> Date { current.withLock { $0 } }
    func advance(by seconds: TimeInterval) { current.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// An answer of the accounts API: its status and JSON body.
struct AuthAnswer: Sendable {
    let status: Int
    let json: AuthJSON

    var errorMessage: String? { json["error"]?["message"]?.stringValue }
    var errorReason: String? {
        guard case .array(let details)? = json["error"]?["details"] else { return nil }
        return details.first?["reason"]?.stringValue
    }
    subscript(name: String) -> String? { json[name]?.stringValue }
}

/// A `wilddog-server` on a free loopback port with fast test settings (scrypt 2^10, a test
/// clock), and an HTTP client of its accounts API (URLSession). Always `stop()` it.
final class AuthServerHarness: Sendable {
    static let secret = "test-secret-0123456789"
    let server: NetworkServer
    let clock: TestClock
    let base: String
    let namespace: String

    init(namespace: String = "demo", dataDirectory: String? = nil, clock: TestClock = TestClock(),
         configure: (inout NetworkServerConfiguration) -> Void = { _ in }) throws {
        var configuration = NetworkServerConfiguration()
        configuration.port = 0
        configuration.secret = Self.secret
        configuration.dataDirectory = dataDirectory
        configuration.auth.defaultNamespace = namespace
        configuration.auth.passwordScheme = .scrypt(logN: 10, r: 8, p: 1)
        configuration.auth.clock = { clock.now() }
        configuration.logLevel = .error
        configure(&configuration)
        server = try NetworkServer(configuration: configuration)
        self.clock = clock
        self.namespace = namespace
        base = "http://127.0.0.1:\(server.port)"
    }

    func stop() { server.stop() }

    /// The auth service of `namespace` (the server's own object, for admin steps).
    func service(_ namespace: String? = nil) throws -> AuthService {
        try server.context.namespaces.namespace(namespace ?? self.namespace).backend.auth
    }

    /// `POST /identitytoolkit.googleapis.com/v1/accounts:<operation>` with a JSON body.
    func accounts(_ operation: String, _ body: [String: AuthJSON], query: String = "") async throws -> AuthAnswer {
        try await send("POST", "/identitytoolkit.googleapis.com/v1/accounts:\(operation)\(query)",
                       body: AuthJSON.object(body).jsonBytes(), contentType: "application/json")
    }

    /// `POST /securetoken.googleapis.com/v1/token` with a form body.
    func refresh(_ refreshToken: String) async throws -> AuthAnswer {
        let form = "grant_type=refresh_token&refresh_token=" + (refreshToken.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        return try await send("POST", "/securetoken.googleapis.com/v1/token", body: Array(form.utf8),
                              contentType: "application/x-www-form-urlencoded")
    }

    func send(_ method: String, _ path: String, body: [UInt8]? = nil, contentType: String? = nil,
              headers: [String: String] = [:]) async throws -> AuthAnswer {
        var request = URLRequest(url: try #require(URL(string: base + path)))
        request.httpMethod = method
        if let body { request.httpBody = Data(body) }
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, status) = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, Int), any Error>) in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                continuation.resume(returning: (data ?? Data(), (response as? HTTPURLResponse)?.statusCode ?? 0))
            }.resume()
        }
        return AuthAnswer(status: status, json: AuthJSON.parse(Array(data)) ?? .string(String(decoding: data, as: UTF8.self)))
    }

    /// Signs up `email` with `password` and returns the answer (checked to be a success).
    func signUp(_ email: String, _ password: String = "secret1") async throws -> AuthAnswer {
        let answer = try await accounts("signUp", ["email": .string(email), "password": .string(password), "returnSecureToken": .bool(true)])
        try #require(answer.status == 200, "\(answer.json)")
        return answer
    }
}

/// The header and claims of a compact JWT (unchecked).
func jwtParts(_ token: String) -> (header: [String: AuthJSON], claims: [String: AuthJSON])? {
    let segments = token.split(separator: ".", omittingEmptySubsequences: false)
    guard segments.count == 3, let header = Crypto.base64URLDecode(String(segments[0])).flatMap(AuthJSON.parse)?.objectValue,
          let claims = Crypto.base64URLDecode(String(segments[1])).flatMap(AuthJSON.parse)?.objectValue else { return nil }
    return (header, claims)
}

/// A JWT with `header` and `claims` and the given signature bytes (forgeries).
func jwt(header: [String: AuthJSON], claims: [String: AuthJSON], signature: [UInt8] = []) -> String {
    Crypto.base64URLEncode(AuthJSON.object(header).jsonBytes()) + "." + Crypto.base64URLEncode(AuthJSON.object(claims).jsonBytes())
        + "." + Crypto.base64URLEncode(signature)
}

/// A fresh directory under the temporary directory, removed by the caller.
func temporaryDirectory() throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("wilddog-auth-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
