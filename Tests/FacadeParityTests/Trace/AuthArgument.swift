/// One argument of an auth callback, in the position the facade passed it.
enum AuthArgument: Hashable, Sendable, CustomStringConvertible {
    /// nil (no error, no user).
    case none
    case error(ErrorMeaning)
    /// A signed-in user (`WAuthData` / `WDGUser`): uid and provider.
    case user(uid: String, provider: String)
    /// An account that was created but not signed in (1.x `createUser` result dictionary).
    case account(uid: String)
    /// The `WDGAuth` a 2.x state listener gets first.
    case auth

    var description: String {
        switch self {
        case .none: return "nil"
        case .error(let meaning): return "error(\(meaning.name))"
        case .user(let uid, let provider): return "user(\(uid), \(provider))"
        case .account(let uid): return "account(\(uid))"
        case .auth: return "auth"
        }
    }

    /// The user this argument names, if any.
    var user: AuthArgument? {
        if case .user = self { return self }
        return nil
    }
}

extension AuthArgument {
    /// The error argument of an auth callback: `.none` or its meaning in `generation`'s table.
    init(error: (any Error)?, _ generation: Generation) {
        guard let code = ErrorCode(error) else {
            self = .none
            return
        }
        self = .error(generation.meaning(of: code))
    }
}
