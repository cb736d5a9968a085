/// Errors of the `WilddogServer` administration API.
public enum WilddogServerError: Error, Equatable, CustomStringConvertible {
    /// The URL has no `<appId>.wilddogio.com`-style host.
    case invalidURL(String)
    /// A security rule does not parse; `line` and `column` locate it in the rules text.
    case invalidRules(message: String, line: Int, column: Int, rulePath: String)
    /// The path is not a valid database path.
    case invalidPath(String)
    /// The data cannot be stored (unsupported type, invalid key, NaN, …).
    case invalidData(String)
    /// An auth administration call failed.
    case authFailure(code: Int, message: String)
    /// An administration setting is out of range (it would break sign-ins or tokens).
    case invalidSetting(String)
    /// A route's server URL cannot be used (scheme, host, port, path or namespace), and why.
    case invalidServerURL(String, reason: String)

    public var description: String {
        switch self {
        case .invalidURL(let url): return "Invalid Wilddog URL: \(url)"
        case .invalidRules(let message, let line, let column, let rulePath):
            return "Invalid security rules at line \(line), column \(column) (\(rulePath)): \(message)"
        case .invalidPath(let path): return "Invalid path: \(path)"
        case .invalidData(let message): return message
        case .authFailure(let code, let message): return "Auth error \(code): \(message)"
        case .invalidSetting(let message): return "Invalid setting: \(message)"
        case .invalidServerURL(let url, let reason): return "Invalid server URL \(url): \(reason)"
        }
    }
}
