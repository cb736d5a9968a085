/// A sign-in or account creation, as the runner asks a driver for it.
enum AuthRequest: Sendable {
    case createUser(email: String, password: String, alias: String)
    case signIn(email: String, password: String)
    case anonymous
    /// A custom token (or, for the 1.x admin login, the app secret itself).
    case customToken(String)
    case oauth(provider: String, token: String, userID: String)
    case passwordReset(email: String)

    /// The operation's name in trace lines.
    var name: String {
        switch self {
        case .createUser: return "createUser"
        case .signIn: return "signIn(email)"
        case .anonymous: return "signInAnonymously"
        case .customToken: return "signIn(customToken)"
        case .oauth(let provider, _, _): return "signIn(\(provider))"
        case .passwordReset: return "sendPasswordReset"
        }
    }
}
