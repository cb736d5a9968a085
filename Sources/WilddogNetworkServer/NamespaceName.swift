import WilddogNetwork

/// Which database a request names: the `ns` query parameter, else the first label of the Host
/// of a name with three labels or more (`myapp.example.com` → `myapp`), as the Firebase
/// clients derive it (WIRE-PROTOCOL.md §1.1).
package enum NamespaceName {
    /// Why a request names no usable namespace.
    package enum Failure: Error, Equatable, Sendable {
        case missing
        case invalid(String)

        package var message: String {
            switch self {
            case .missing:
                return "No namespace: add ?ns=<name> to the URL, or use a host whose first label names it"
            case .invalid(let name):
                return "Invalid namespace \"\(name.prefix(80))\": use 1–63 letters, digits, '-' or '_'"
            }
        }
    }

    /// The namespace of a request.
    package static func resolve(_ request: HTTPRequest) -> Result<String, Failure> {
        // Parsed leniently: JS does not percent-encode its parameters (§1.1).
        if let ns = parameter("ns", in: request) {
            return isValid(ns) ? .success(ns) : .failure(.invalid(ns))
        }
        guard let host = request.headers["Host"], let label = firstLabel(ofHost: host) else { return .failure(.missing) }
        return isValid(label) ? .success(label) : .failure(.invalid(label))
    }

    /// The value of query parameter `name` (the last one when repeated), percent-decoded.
    package static func parameter(_ name: String, in request: HTTPRequest) -> String? {
        request.queryParameters.last(where: { $0.name == name })?.value
    }

    /// The lowercased first label of a host name of three labels or more; nil for IP
    /// addresses, `localhost` and shorter names.
    static func firstLabel(ofHost host: String) -> String? {
        var name = Substring(host)
        if name.hasPrefix("[") { return nil }  // an IPv6 literal
        if let colon = name.lastIndex(of: ":") { name = name[..<colon] }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 3 else { return nil }
        if labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) { return nil }  // IPv4
        return labels[0].lowercased()
    }

    /// 1–63 ASCII letters, digits, `-` and `_` (names are also file names in the data directory).
    package static func isValid(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard (1...63).contains(bytes.count) else { return false }
        return bytes.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
                || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
        }
    }
}
