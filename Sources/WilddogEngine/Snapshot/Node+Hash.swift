import Foundation

/// The SDKs' node hash (SEMANTICS.md §3.5): base64 SHA-1 over a text encoding of the node,
/// used by transactions as the compare-and-set token.
extension Node {
    /// - Throws: when the crypto library fails (e.g. while the process exits).
    package var hash: String {
        get throws(CryptoFailure) {
            let text = try hashText
            if text.isEmpty { return "" }
            return Data(try Crypto.sha1(Array(text.utf8))).base64EncodedString()
        }
    }

    private var hashText: String {
        get throws(CryptoFailure) {
        switch self {
        case .empty:
            return ""
        case .leaf(let leaf):
            var text = ""
            if let p = leaf.priority { text += "priority:" + Node.priorityHashText(p) + ":" }
            text += leaf.value.typeName + ":"
            switch leaf.value {
            case .number(let d): text += Node.doubleToIEEE754String(d)
            // The SDKs hash every number as a double.
            case .integer(let i): text += Node.doubleToIEEE754String(Double(i))
            case .string(let s): text += s
            case .bool(let b): text += b ? "true" : "false"
            case .deferred: text += "[object Object]"
            }
            return text
        case .children(let c):
            var text = ""
            if let p = c.priority { text += "priority:" + Node.priorityHashText(p) + ":" }
            for named in c.sortedChildren(.priority) {
                let childHash = try named.node.hash
                if !childHash.isEmpty { text += ":" + named.name.string + ":" + childHash }
            }
            return text
        }
        }
    }

    private static func priorityHashText(_ p: LeafValue) -> String {
        if let d = p.doubleValue { return "number:" + doubleToIEEE754String(d) }
        if case .string(let s) = p { return "string:" + s }
        return "object:"
    }

    /// Sixteen lowercase hex digits of the big-endian IEEE-754 bits.
    static func doubleToIEEE754String(_ d: Double) -> String {
        let hex = String(d.bitPattern, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
