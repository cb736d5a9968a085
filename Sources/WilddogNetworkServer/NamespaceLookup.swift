import WilddogNetwork

/// The namespace a request is served from, named and opened in one place for every route: as
/// `NamespaceName.resolve` reads it (the database routes), or for the accounts API also by its
/// `key` parameter or the server's default (`accountsName`).
enum NamespaceLookup {
    /// Why a request cannot be served from a namespace.
    enum Refusal: Error {
        /// The request names no usable namespace.
        case unnamed(NamespaceName.Failure)
        /// The namespace cannot be opened (the reason is logged).
        case unavailable(String)
    }

    /// The namespace `request` names (`NamespaceName.resolve`), opened.
    static func namespace(of request: HTTPRequest, in context: ServerContext) -> Result<Namespace, Refusal> {
        switch NamespaceName.resolve(request) {
        case .failure(let failure): .failure(.unnamed(failure))
        case .success(let name): open(name, in: context).map { .success($0) } ?? .failure(.unavailable(name))
        }
    }

    /// The namespace `name` of `context`, opened (created when new); nil, the reason logged,
    /// when it cannot be.
    static func open(_ name: String, in context: ServerContext) -> Namespace? {
        do {
            return try context.namespaces.namespace(name)
        } catch {
            context.log.error("\(error.message)")
            return nil
        }
    }

    /// The namespace an accounts request names: the `ns` parameter, else the first label of a
    /// Host name, else the `key` parameter when it names a namespace the server has (Firebase's
    /// auth clients send only `?key=`), else the server's default namespace, else its only one.
    static func accountsName(of request: HTTPRequest, in context: ServerContext) -> Result<String, NamespaceName.Failure> {
        if let ns = NamespaceName.parameter("ns", in: request) {
            return NamespaceName.isValid(ns) ? .success(ns) : .failure(.invalid(ns))
        }
        if let host = request.headers["Host"], let label = NamespaceName.firstLabel(ofHost: host), NamespaceName.isValid(label) {
            return .success(label)
        }
        let known = knownNames(context)
        if let key = NamespaceName.parameter("key", in: request), known.contains(key) { return .success(key) }
        if let name = context.configuration.auth.defaultNamespace { return .success(name) }
        if known.count == 1, let only = known.first { return .success(only) }
        return .failure(.missing)
    }

    /// The namespaces the server has: open, stored, or named by its options.
    static func knownNames(_ context: ServerContext) -> Set<String> {
        let configuration = context.configuration
        return Set(context.namespaces.all.map(\.name)).union(context.namespaces.storedNames())
            .union(context.namespaces.auth.storedNames())
            .union(configuration.namespaceRules.keys).union(configuration.namespaceData.keys)
    }
}
