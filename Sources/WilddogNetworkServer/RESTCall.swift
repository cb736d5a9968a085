import WilddogBackend
import WilddogEngine
import WilddogNetwork

/// One REST read or write (`GET/PUT/POST/PATCH/DELETE /<path>.json`): run in a turn of the
/// namespace as a short-lived session of the embedded server, and answered once the turn's
/// writes are committed, so a 200 means the write is stored (with `--data-dir`) and its pushes
/// have left for the listeners.
final class RESTCall: SessionOutlet, Sendable {
    /// The data a write carries, read (and checked) on the socket's loop before the turn.
    enum Payload: Sendable {
        case none
        case node(Node)
        case children([WireChild])
    }

    private let request: RESTRequest
    private let payload: Payload
    private let namespace: Namespace
    private let responder: HTTPResponder

    private init(request: RESTRequest, payload: Payload, namespace: Namespace, responder: HTTPResponder) {
        self.request = request
        self.payload = payload
        self.namespace = namespace
        self.responder = responder
    }

    /// Reads the request's data, then runs it in a turn of `namespace`; bad data is answered
    /// at once with 400 and never reaches the namespace.
    static func start(_ request: RESTRequest, namespace: Namespace, responder: HTTPResponder) {
        let payload: Payload
        do throws(RESTError) {
            payload = try self.payload(of: request)
        } catch {
            return responder.respond(error.response)
        }
        let call = RESTCall(request: request, payload: payload, namespace: namespace, responder: responder)
        namespace.enqueue { call.run() }
    }

    /// A push id's length: a POST's data is checked as written one level below the location.
    private static let pushIDPlaceholder = ChildKey(String(repeating: "-", count: 20))

    private static func payload(of request: RESTRequest) throws(RESTError) -> Payload {
        let path = request.path
        if path.back?.isPriorityKey == true, request.method == .post || request.method == .patch {
            throw RESTError(400, "Invalid path: .priority can only end the path of a GET, PUT or DELETE")
        }
        do {
            switch request.method {
            case .get, .delete:
                return .none
            case .put:
                return .node(try RESTText.node(request.body, at: path))
            case .post:
                return .node(try RESTText.node(request.body, at: path.child(pushIDPlaceholder)))
            case .patch:
                return .children(try RESTText.mergeChildren(request.body, at: path))
            }
        } catch {
            if error.kind == .malformedJSON { throw RESTError.invalidData }
            throw RESTError(400, "Invalid data; \(error.message)")
        }
    }

    // MARK: In the turn

    private func run() {
        let response: HTTPResponse
        do throws(RESTError) {
            response = try answer()
        } catch {
            response = error.response
        }
        let (namespace, responder) = (self.namespace, self.responder)
        namespace.afterTurn {
            // A store that failed at the commit acknowledged nothing.
            responder.respond(namespace.failure == nil ? response : RESTError.unavailable.response)
        }
    }

    private func answer() throws(RESTError) -> HTTPResponse {
        guard namespace.failure == nil else { throw RESTError.unavailable }
        let session = try RESTBackendSession.open(namespace.backend, outlet: self, request: request)
        defer { session.close() }
        switch (request.method, payload) {
        case (.get, _):
            return try get(session)
        case (.put, .node(let node)):
            return try put(session, at: request.path, node)
        case (.delete, _):
            return try put(session, at: request.path, .empty)
        case (.post, .node(let node)):
            let name = PushID.next(now: namespace.backend.sessionClock)
            _ = try put(session, at: request.path.child(ChildKey(name)), node)
            let body = Array("{\"name\":".utf8) + RESTText.quoted(name) + [UInt8(ascii: "}")]
            return RESTResponse.json(body, print: request.print)
        case (.patch, .children(let children)):
            return try merge(session, children)
        default:
            throw RESTError(500, "The request has no data to write")
        }
    }

    private func get(_ session: RESTBackendSession) throws(RESTError) -> HTTPResponse {
        // The ETag is the whole location's, which is what an if-match write compares.
        let needsETag = request.wantsETag || request.ifNoneMatch != nil
        let data = try read(session, request.path, needsETag ? .default : request.query)
        var etag: String?
        var result = data
        if needsETag {
            etag = try RESTETag.of(data)
            if let held = request.ifNoneMatch, held == etag { return RESTResponse.notModified(etag: held) }
            if !request.query.loadsAllData { result = request.query.result(of: data) }
        }
        let body = request.shallow ? RESTText.shallowJSON(result) : RESTText.json(result, export: request.export)
        return RESTResponse.json(body, print: request.print, etag: request.wantsETag ? etag : nil)
    }

    private func read(_ session: RESTBackendSession, _ path: Path, _ query: QuerySpec) throws(RESTError) -> Node {
        switch session.ask(.get(path: path, query: query)) {
        case .data(let node)?: return node
        case .failed(let error)?: throw RESTError(error)
        case .ok?, nil: throw RESTError(401, "Auth token is expired")
        }
    }

    /// A set (PUT, POST, DELETE); with `if-match`, a compare-and-set that fails with 412, the
    /// current data and its ETag.
    private func put(_ session: RESTBackendSession, at path: Path, _ node: Node) throws(RESTError) -> HTTPResponse {
        switch session.ask(.engine(.put(path: path, data: node, hash: request.ifMatch))) {
        case .ok?:
            // What is stored now: the data with its server values resolved.
            let stored = namespace.backend.data.child(path)
            let etag = request.wantsETag || request.ifMatch != nil ? try RESTETag.of(stored) : nil
            return RESTResponse.json(RESTText.json(stored, export: request.export), print: request.print, etag: etag)
        case .failed(let error)? where error.code == .dataStale:
            let current = try read(session, path, .default)
            return RESTResponse.json(RESTText.json(current, export: request.export), status: 412, print: request.print,
                                     etag: try RESTETag.of(current))
        case .failed(let error)?:
            throw RESTError(error)
        case .data?, nil:
            throw RESTError(401, "Auth token is expired")
        }
    }

    /// A multi-path update (PATCH); the answer holds the children as stored.
    private func merge(_ session: RESTBackendSession, _ children: [WireChild]) throws(RESTError) -> HTTPResponse {
        let path = request.path
        switch session.ask(.engine(.merge(path: path, children: children))) {
        case .ok?:
            let data = namespace.backend.data
            let stored = children.map { WireChild($0.path, data.child(path.child($0.path))) }
            let etag = request.wantsETag ? try RESTETag.of(data.child(path)) : nil
            return RESTResponse.json(RESTText.json(stored, export: request.export), print: request.print, etag: etag)
        case .failed(let error)?:
            throw RESTError(error)
        case .data?, nil:
            throw RESTError(401, "Auth token is expired")
        }
    }

    // MARK: SessionOutlet (a call listens to nothing)

    func deliver(_ pushes: [WirePush]) {}
    func closedByServer() {}
}
