import WilddogBackend
import WilddogNetwork

/// `/.settings/rules.json`: a namespace's security rules, read (`GET`) and replaced live
/// (`PUT`) with an admin credential (the secret). New rules are kept in the store and apply at
/// once: listens they no longer allow are revoked (`c` on WebSockets, `cancel` on streams).
enum RESTRules {
    /// The open default's text, answered while no rules were set.
    static let openRulesText = """
        {
          "rules": {
            ".read": true,
            ".write": true
          }
        }
        """

    /// Answers `request` (GET or PUT of the rules) in a turn of `namespace`.
    static func start(_ request: RESTRequest, namespace: Namespace, responder: HTTPResponder, acceptsOwner: Bool) {
        var replacement: (rules: SecurityRules, text: String)?
        if request.method == .put {
            guard let text = String(validating: request.body, as: UTF8.self) else {
                return responder.respond(RESTError(400, "The rules must be UTF-8 JSON text").response)
            }
            do {
                replacement = (try SecurityRules(json: text), text)
            } catch {
                return responder.respond(RESTError(400, error.description).response)
            }
        }
        let change = replacement
        namespace.enqueue {
            let response: HTTPResponse
            do throws(RESTError) {
                guard namespace.failure == nil else { throw RESTError.unavailable }
                guard isAdmin(request.credential, namespace: namespace, acceptsOwner: acceptsOwner) else {
                    throw RESTError.permissionDenied
                }
                if let change {
                    do {
                        try namespace.installRules(change.rules, text: change.text)
                    } catch {
                        namespace.log.error("namespace \(namespace.name): \(error)")
                        throw RESTError(500, "The rules could not be stored")
                    }
                    response = RESTResponse.json(Array("{\"status\":\"ok\"}".utf8), print: request.print)
                } else {
                    var headers: HTTPHeaders = ["Content-Type": "application/json; charset=utf-8"]
                    RESTResponse.addCommonHeaders(&headers)
                    let text = namespace.backend.currentRulesText ?? openRulesText
                    response = HTTPResponse(status: 200, headers: headers, body: Array(text.utf8))
                }
            } catch {
                response = error.response
            }
            namespace.afterTurn { responder.respond(response) }
        }
    }

    /// Whether `credential` is an admin of the namespace: its secret (or a token that says
    /// admin), or the emulator's `owner` in test mode.
    private static func isAdmin(_ credential: String?, namespace: Namespace, acceptsOwner: Bool) -> Bool {
        guard let credential else { return false }
        if acceptsOwner, credential == "owner" { return true }
        guard let auth = try? namespace.backend.auth.rulesAuth(forToken: credential) else { return false }
        return auth.isAdmin
    }
}
