import WilddogNetwork

/// A REST request the server refuses: Firebase's status code and `{"error": "…"}` message.
struct RESTError: Error, Sendable, Equatable {
    let status: Int
    let message: String

    init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    static let permissionDenied = RESTError(401, "Permission denied")
    static let invalidData = RESTError(400, "Invalid data; couldn't parse JSON object, array, or value.")
    static let unavailable = RESTError(503, "The database is unavailable: the server could not store its data")

    /// The response: the error body with the REST surface's headers.
    var response: HTTPResponse {
        var response = HTTPResponse.jsonError(status: status, message)
        RESTResponse.addCommonHeaders(&response.headers)
        return response
    }
}
