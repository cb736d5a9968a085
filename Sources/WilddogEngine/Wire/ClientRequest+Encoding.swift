/// Writing a request body (the client side), in the JS client's member order.
extension ClientRequest {
    func writeBody(_ writer: inout JSONWriter) {
        switch self {
        case .stats(let counters):
            writer.append("{\"c\":")
            writer.appendValue(counters)
            writer.append(byte: UInt8(ascii: "}"))
        case .listen(let path, let query, let tag, let hash, let compoundHash):
            writePath(path, &writer)
            writeQuery(query, tag: tag, &writer)
            writer.append(",\"h\":")
            writer.appendString(hash)
            if let compoundHash {
                writer.append(",\"ch\":{\"ps\":[")
                for (i, p) in compoundHash.paths.enumerated() {
                    if i > 0 { writer.append(byte: UInt8(ascii: ",")) }
                    writer.appendString(p.isEmpty ? "/" : WirePath.serverText(p))
                }
                writer.append("],\"hs\":[")
                for (i, h) in compoundHash.hashes.enumerated() {
                    if i > 0 { writer.append(byte: UInt8(ascii: ",")) }
                    writer.appendString(h)
                }
                writer.append("]}")
            }
            writer.append(byte: UInt8(ascii: "}"))
        case .unlisten(let path, let query, let tag):
            writePath(path, &writer)
            writeQuery(query, tag: tag, &writer)
            writer.append(byte: UInt8(ascii: "}"))
        case .put(let path, let data, let hash):
            writePath(path, &writer)
            writer.append(",\"d\":")
            writer.appendNode(data)
            if let hash {
                writer.append(",\"h\":")
                writer.appendString(hash)
            }
            writer.append(byte: UInt8(ascii: "}"))
        case .onDisconnectPut(let path, let data):
            writePath(path, &writer)
            writer.append(",\"d\":")
            writer.appendNode(data)
            writer.append(byte: UInt8(ascii: "}"))
        case .merge(let path, let children), .onDisconnectMerge(let path, let children):
            writePath(path, &writer)
            writer.append(",\"d\":")
            writer.appendMerge(children)
            writer.append(byte: UInt8(ascii: "}"))
        case .onDisconnectCancel(let path):
            writePath(path, &writer)
            writer.append(",\"d\":null}")
        case .get(let path, let query):
            writePath(path, &writer)
            writer.append(",\"q\":")
            writer.appendValue(query.wireObject)
            writer.append(byte: UInt8(ascii: "}"))
        case .auth(let request):
            writer.append("{\"cred\":")
            writer.appendString(request.credential)
            if let authVariable = request.authVariable {
                writer.append(",\"authvar\":")
                writer.appendValue(authVariable)
            }
            if request.unauthenticated { writer.append(",\"noauth\":true") }
            writer.append(byte: UInt8(ascii: "}"))
        case .unauth, .appCheckCleared:
            writer.append("{}")
        case .appCheck(let token):
            writer.append("{\"token\":")
            writer.appendString(token)
            writer.append(byte: UInt8(ascii: "}"))
        case .unknown(_, let body):
            writer.appendValue(body)
        }
    }

    /// `{"p":"/a/b"` (the body stays open).
    private func writePath(_ path: Path, _ writer: inout JSONWriter) {
        writer.append("{\"p\":")
        writer.appendString(WirePath.clientText(path))
    }

    /// `,"q":{…},"t":n` for a tagged listen (the engine tags exactly the queries that bound or
    /// limit the data); nothing for a default listen, even when it orders by an index (§3.3).
    private func writeQuery(_ query: QuerySpec, tag: Int?, _ writer: inout JSONWriter) {
        if tag != nil || query.isSentTagged {
            writer.append(",\"q\":")
            writer.appendValue(query.wireObject)
        }
        if let tag {
            writer.append(",\"t\":")
            writer.appendInteger(Int64(tag))
        }
    }
}
