import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Calls the accounts API of one server namespace over HTTP (`URLSession`; on Linux,
/// FoundationNetworking, which uses the system's libcurl) and reads its answers back: a JSON
/// object, or the `AuthServiceError` an error answer stands for.
///
/// Calls block the calling thread (the auth client's queue) until the answer or the timeout.
package final class AuthHTTPClient: Sendable {
    /// `http://host:port` or `https://host:port`, no trailing slash.
    package let origin: String
    package let namespace: String
    package let timeout: TimeInterval

    /// One session for every client of the process: connections to a server are reused.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        return URLSession(configuration: configuration)
    }()

    package init(server: ServerURL, namespace: String, timeout: TimeInterval = 60) {
        self.origin = "\(server.secure ? "https" : "http")://\(server.authority)"
        self.namespace = namespace
        self.timeout = timeout
    }

    /// `POST /identitytoolkit.googleapis.com/v1/accounts:<operation>` with a JSON body.
    package func accounts(_ operation: String, _ body: [String: AuthJSON],
                          token: AuthServiceError.RESTToken = .idToken) throws(AuthServiceError) -> [String: AuthJSON] {
        try post("/identitytoolkit.googleapis.com/v1/accounts:\(operation)", body: AuthJSON.object(body).jsonBytes(),
                 contentType: "application/json", token: token)
    }

    /// `POST /securetoken.googleapis.com/v1/token` (`grant_type=refresh_token`), form-encoded as
    /// the SDKs send it.
    package func token(refreshToken: String) throws(AuthServiceError) -> [String: AuthJSON] {
        let form = "grant_type=refresh_token&refresh_token=" + Self.formEncoded(refreshToken)
        return try post("/securetoken.googleapis.com/v1/token", body: Array(form.utf8),
                        contentType: "application/x-www-form-urlencoded", token: .refreshToken)
    }

    /// `value` percent-encoded for a form (everything but letters, digits and `-._~`).
    package static func formEncoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: formAllowed) ?? ""
    }

    private static let formAllowed = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Posts `body` to `path` (with `?key=` and `?ns=` naming the namespace).
    /// - Throws: the answer's error; `networkError` when the server cannot be reached or the
    ///   answer is not the accounts API's.
    private func post(_ path: String, body: [UInt8], contentType: String,
                      token: AuthServiceError.RESTToken) throws(AuthServiceError) -> [String: AuthJSON] {
        let ns = Self.formEncoded(namespace)
        guard let url = URL(string: "\(origin)\(path)?key=\(ns)&ns=\(ns)") else {
            throw .networkError(detail: "cannot make a URL of \(origin)\(path)")
        }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.httpBody = Data(body)
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (status, data) = try send(request)
        let json = AuthJSON.parse(Array(data))
        if status == 200, let object = json?.objectValue { return object }
        guard let error = json?["error"], let message = error["message"]?.stringValue else {
            throw .networkError(detail: "\(url.path) answered HTTP \(status) without an accounts API answer")
        }
        var reason: String?
        var metadata: [String: String] = [:]
        if case .array(let details)? = error["details"] {
            for detail in details where detail["domain"]?.stringValue == AuthServiceError.restErrorDomain {
                reason = detail["reason"]?.stringValue
                for (key, value) in detail["metadata"]?.objectValue ?? [:] {
                    if let text = value.stringValue { metadata[key] = text }
                }
            }
        }
        throw AuthServiceError(restMessage: message, reason: reason, metadata: metadata, token: token)
    }

    /// Sends `request` and waits for its status and body.
    private func send(_ request: URLRequest) throws(AuthServiceError) -> (Int, Data) {
        let answer = Mutex<Result<(Int, Data), AuthServiceError>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let origin = self.origin
        let task = Self.session.dataTask(with: request) { data, response, error in
            let result: Result<(Int, Data), AuthServiceError>
            if let error {
                result = .failure(.networkError(detail: "\(origin): \(error.localizedDescription)"))
            } else if let response = response as? HTTPURLResponse {
                result = .success((response.statusCode, data ?? Data()))
            } else {
                result = .failure(.networkError(detail: "\(origin) gave no HTTP answer"))
            }
            answer.withLock { $0 = result }
            done.signal()
        }
        task.resume()
        // URLSession ends the task at `timeoutInterval` of inactivity; this bounds the whole call.
        if done.wait(timeout: .now() + timeout + 5) == .timedOut {
            task.cancel()
            throw .networkError(detail: "\(origin) did not answer within \(Int(timeout)) s")
        }
        let result = answer.withLock { $0 } ?? .failure(.networkError(detail: "\(origin) gave no answer"))
        return try result.get()
    }
}
