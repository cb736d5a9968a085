import WilddogNetwork

/// The answers of the REST surface: JSON bodies (indented with `print=pretty`, none with
/// `print=silent`), ETags, and the headers every answer carries.
enum RESTResponse {
    /// What every REST answer carries: any page may call the API (as Firebase allows), and
    /// nothing is cached.
    static func addCommonHeaders(_ headers: inout HTTPHeaders) {
        headers.set("Access-Control-Allow-Origin", "*")
        headers.set("Cache-Control", "no-cache")
    }

    /// A JSON answer; `print=silent` makes it 204 No Content.
    static func json(_ body: [UInt8], status: Int = 200, print: RESTRequest.Print, etag: String? = nil) -> HTTPResponse {
        var headers: HTTPHeaders = [:]
        addCommonHeaders(&headers)
        if let etag { headers.set("ETag", etag) }
        switch print {
        case .silent where status == 200:
            return HTTPResponse(status: 204, headers: headers)
        case .pretty:
            headers.set("Content-Type", "application/json; charset=utf-8")
            return HTTPResponse(status: status, headers: headers, body: PrettyJSON.indented(body))
        default:
            headers.set("Content-Type", "application/json; charset=utf-8")
            return HTTPResponse(status: status, headers: headers, body: body)
        }
    }

    /// 304: the data still has the ETag the client holds (`if-none-match`).
    static func notModified(etag: String) -> HTTPResponse {
        var headers: HTTPHeaders = ["ETag": etag]
        addCommonHeaders(&headers)
        return HTTPResponse(status: 304, headers: headers)
    }

    /// The answer to a CORS preflight (`OPTIONS`): every method and header the API reads.
    static var preflight: HTTPResponse {
        var headers: HTTPHeaders = [:]
        addCommonHeaders(&headers)
        headers.set("Access-Control-Allow-Methods", "GET, PUT, POST, PATCH, DELETE, OPTIONS")
        headers.set("Access-Control-Allow-Headers",
                    "Authorization, Content-Type, X-Firebase-ETag, If-Match, If-None-Match, X-HTTP-Method-Override")
        headers.set("Access-Control-Expose-Headers", "ETag")
        headers.set("Access-Control-Max-Age", "3600")
        return HTTPResponse(status: 200, headers: headers)
    }
}
