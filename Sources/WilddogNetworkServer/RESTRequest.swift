import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// A REST request as Firebase's API reads it (`/<path>.json`): the method (after
/// `X-HTTP-Method-Override`), the location, the credential, the query and the form of the answer.
struct RESTRequest: Sendable {
    enum Method: String, Sendable {
        case get = "GET", put = "PUT", post = "POST", patch = "PATCH", delete = "DELETE"
    }

    /// How the answer is printed (`print=`).
    enum Print: Sendable {
        case normal, pretty, silent
    }

    /// What the request reads or writes.
    enum Target: Sendable, Equatable {
        /// Data at a location.
        case data(Path)
        /// The namespace's security rules (`/.settings/rules.json`).
        case rules
    }

    var method: Method
    var target: Target
    /// `auth=`, `access_token=` or `Authorization: Bearer …`: a token or the secret.
    var credential: String?
    /// `auth_variable_override=`: what the rules see instead of an admin credential's identity.
    var authOverride: AuthOverride?
    var query = QuerySpec.default
    var shallow = false
    var print = Print.normal
    /// `format=export`: priorities included.
    var export = false
    /// `X-Firebase-ETag: true`: the answer carries the location's ETag.
    var wantsETag = false
    /// `if-match`: the data hash the location must still have for the write to happen.
    var ifMatch: String?
    /// `if-none-match`: a GET answers 304 while the location still has this ETag.
    var ifNoneMatch: String?
    /// `Accept: text/event-stream` on a GET: the answer is a stream of changes.
    var isStream = false
    var body: [UInt8] = []

    /// The location of a data request (the root for the rules).
    var path: Path {
        if case .data(let path) = target { return path }
        return .root
    }

    /// Reads `http` as a REST request; a refusal carries Firebase's status and message.
    static func parse(_ http: HTTPRequest) -> Result<RESTRequest, RESTError> {
        do throws(RESTError) {
            return .success(try read(http))
        } catch {
            return .failure(error)
        }
    }

    private static func read(_ http: HTTPRequest) throws(RESTError) -> RESTRequest {
        let method = try self.method(http)
        var request = RESTRequest(method: method, target: try target(http))
        var queryParameters: [String: String] = [:]
        for (name, value) in formParameters(http) {
            switch name {
            case "auth":
                request.credential = value.isEmpty ? nil : value
            case "access_token":
                if request.credential == nil, !value.isEmpty { request.credential = value }
            case "auth_variable_override":
                request.authOverride = try authOverride(value)
            case "shallow":
                guard value == "true" || value == "false" else { throw RESTError(400, "shallow must be true or false") }
                request.shallow = value == "true"
            case "print":
                switch value {
                case "pretty": request.print = .pretty
                case "silent": request.print = .silent
                default: throw RESTError(400, "print must be pretty or silent")
                }
            case "format":
                guard value == "export" else { throw RESTError(400, "format must be export") }
                request.export = true
            default:
                if RESTQuery.parameterNames.contains(name) { queryParameters[name] = value }
                // Other parameters (ns, timeout, writeSizeLimit, …) do not change the answer.
            }
        }
        if request.credential == nil, let authorization = http.headers["Authorization"] {
            let parts = authorization.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "bearer" { request.credential = String(parts[1]) }
        }
        if let flag = http.headers["X-Firebase-ETag"] { request.wantsETag = flag.lowercased() == "true" }
        if let etag = http.headers["If-Match"] { request.ifMatch = try RESTETag.hash(of: etag) }
        request.ifNoneMatch = http.headers["If-None-Match"].map(RESTETag.unquoted)
        request.isStream = method == .get && http.headers.values("Accept").contains { $0.contains("text/event-stream") }
        request.query = try RESTQuery.spec(queryParameters)
        try request.check(hasQuery: !queryParameters.isEmpty)
        request.body = http.body
        return request
    }

    /// The query's parameters decoded as a form's (`+` is a space, as the Admin SDKs and
    /// `curl --data-urlencode` write it).
    private static func formParameters(_ http: HTTPRequest) -> [(name: String, value: String)] {
        http.query.map { FormDecoding.pairs($0, plusIsSpace: true) } ?? []
    }

    /// The combinations Firebase refuses.
    private func check(hasQuery: Bool) throws(RESTError) {
        if target == .rules, method != .get, method != .put {
            throw RESTError(405, "Method not allowed: the rules are read with GET and replaced with PUT")
        }
        if shallow, hasQuery {
            throw RESTError(400, "shallow cannot be combined with orderBy, startAt, startAfter, endAt, endBefore, equalTo, limitToFirst or limitToLast")
        }
        if shallow, isStream { throw RESTError(400, "shallow is not supported when streaming") }
        if ifMatch != nil, method != .put, method != .delete {
            throw RESTError(400, "if-match is supported on PUT and DELETE requests only")
        }
    }

    /// The method, after `X-HTTP-Method-Override` on a POST (for clients that can only POST).
    private static func method(_ http: HTTPRequest) throws(RESTError) -> Method {
        var name = http.method.uppercased()
        if name == "POST",
           let override = http.headers["X-HTTP-Method-Override"] ?? NamespaceName.parameter("x-http-method-override", in: http) {
            name = override.uppercased()
        }
        if name == "HEAD" { return .get }
        guard let method = Method(rawValue: name) else {
            throw RESTError(405, "Method not allowed: \(name.prefix(20)); use GET, PUT, POST, PATCH or DELETE")
        }
        return method
    }

    /// The location named by the URL path (`/a/b.json`), or the rules.
    private static func target(_ http: HTTPRequest) throws(RESTError) -> Target {
        var raw = http.path
        guard raw.hasSuffix(".json") else { throw RESTError(404, "Not found: REST URLs end with .json") }
        raw = raw.dropLast(".json".count)
        // Decoded strictly: an escape that is not UTF-8 must not become another key.
        guard let decoded = String(validating: FormDecoding.bytes(raw), as: UTF8.self) else {
            throw RESTError(400, "Invalid path: it is not UTF-8 once decoded")
        }
        if decoded == "/.settings/rules" { return .rules }
        do {
            return .data(try RESTText.path(decoded))
        } catch {
            throw RESTError(400, "Invalid path: \(error.message)")
        }
    }

    /// `auth_variable_override`: an object (the rules' `auth`) or `null` (no `auth`).
    private static func authOverride(_ text: String) throws(RESTError) -> AuthOverride? {
        let json: WireJSON
        do {
            json = try RESTText.value(text)
        } catch {
            throw RESTError(400, "auth_variable_override must be a JSON object or null")
        }
        switch json {
        case .null:
            return .unauthenticated
        case .object:
            return AuthOverride(AuthRequest(credential: "", authVariable: json))
        default:
            throw RESTError(400, "auth_variable_override must be a JSON object or null")
        }
    }
}
