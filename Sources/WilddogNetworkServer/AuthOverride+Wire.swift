import WilddogBackend
import WilddogEngine

extension AuthOverride {
    /// What an `auth`/`gauth` request asks the rules to see instead of its credential's
    /// identity: `noauth: true` → nobody; `authvar` → that object (`auth.uid`, and its members
    /// as `auth.token.<name>`); nil when it asks for neither.
    init?(_ request: AuthRequest) {
        if request.unauthenticated {
            self = .unauthenticated
            return
        }
        guard case .object(let members)? = request.authVariable else { return nil }
        var token: [String: AuthJSON] = [:]
        for member in members { token[member.key] = AuthJSON(member.value) }
        let uid = token["uid"]?.stringValue ?? ""
        let provider = token["provider"]?.stringValue ?? "custom"
        self = .identity(AuthRulesAuth(uid: uid, provider: provider, token: token, isAdmin: false))
    }
}

extension AuthJSON {
    /// The same JSON value (database data embedded in a message is read as null).
    init(_ json: WireJSON) {
        switch json {
        case .null, .node: self = .null
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .int(i)
        case .number(let d): self = .double(d)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(AuthJSON.init))
        case .object(let members):
            var object: [String: AuthJSON] = [:]
            for member in members { object[member.key] = AuthJSON(member.value) }
            self = .object(object)
        }
    }
}
