import Foundation
import WilddogBackend
import WilddogEngine

/// One administrator request of the accounts API, as Firebase's Admin SDKs send them
/// (`POST /identitytoolkit.googleapis.com/v1/projects/<namespace>/accounts:<operation>`, with
/// the server's secret as bearer token): look accounts up by `localId` or `email`, disable or
/// re-enable them, revoke their tokens (`validSince`), delete them.
struct AuthRESTAdminCall: Sendable {
    let service: AuthService
    let request: AuthRESTRequest

    /// Runs the operation `name` (the part after `accounts:`).
    func run(_ name: String) throws(AuthRESTFailure) -> AuthJSON {
        switch name {
        case "lookup": return try lookup()
        case "update": return try update()
        case "delete": return try delete()
        default: throw AuthRESTFailure(message: "NOT_FOUND : no admin accounts operation \(name.prefix(64))", status: 404)
        }
    }

    /// `accounts:lookup`: the accounts of the `localId` and `email` lists (those that exist;
    /// no `users` member when none does, as the Identity Toolkit answers).
    func lookup() throws(AuthRESTFailure) -> AuthJSON {
        let uids = request.strings("localId"), emails = request.strings("email").map { $0.lowercased() }
        guard !uids.isEmpty || !emails.isEmpty else { throw AuthRESTFailure(message: "MISSING_LOCAL_ID") }
        var users: [AuthUserRecord] = uids.compactMap { service.user(uid: $0) }
        if !emails.isEmpty {
            let wanted = Set(emails)
            users += service.allUsers().filter { user in
                user.email.map { wanted.contains($0.lowercased()) } == true && !users.contains { $0.uid == user.uid }
            }
        }
        var answer: [String: AuthJSON] = ["kind": .string("identitytoolkit#GetAccountInfoResponse")]
        if !users.isEmpty { answer["users"] = .array(users.map(AuthRESTCall.userAnswer)) }
        return .object(answer)
    }

    /// `accounts:update` with `localId`: `disableUser` disables (revoking the account's tokens)
    /// or re-enables it; `validSince` revokes every ID and refresh token issued so far.
    func update() throws(AuthRESTFailure) -> AuthJSON {
        let uid = try request.require("localId", missing: "MISSING_LOCAL_ID")
        guard service.user(uid: uid) != nil else { throw AuthRESTFailure(.userNotFound()) }
        if let disable = request.fields["disableUser"] {
            guard let flag = disable.boolValue ?? (disable.stringValue).flatMap(Bool.init) else {
                throw AuthRESTFailure(message: "INVALID_ARGUMENT : disableUser is not a boolean")
            }
            try call { () throws(AuthServiceError) in try service.setDisabled(uid: uid, flag) }
        }
        if request.fields["validSince"] != nil {
            try call { () throws(AuthServiceError) in try service.revokeTokens(uid: uid) }
        }
        return .object(["kind": .string("identitytoolkit#SetAccountInfoResponse"), "localId": .string(uid)])
    }

    /// `accounts:delete` with `localId`.
    func delete() throws(AuthRESTFailure) -> AuthJSON {
        let uid = try request.require("localId", missing: "MISSING_LOCAL_ID")
        try call { () throws(AuthServiceError) in try service.deleteUser(uid: uid) }
        return .object(["kind": .string("identitytoolkit#DeleteAccountResponse")])
    }

    private func call<T>(_ body: () throws(AuthServiceError) -> T) throws(AuthRESTFailure) -> T {
        do throws(AuthServiceError) {
            return try body()
        } catch {
            throw AuthRESTFailure(error)
        }
    }
}
