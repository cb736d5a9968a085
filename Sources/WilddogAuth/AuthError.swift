import Foundation
internal import WilddogEngine

/// Builds the `NSError`s of the 2.x Auth API.
enum AuthError {
    /// `error` in `WDGAuthErrorDomain`: its 22xxx code, the server message as the localized
    /// description, the error name, and the engine's detail (if any) as the failure reason.
    static func make(_ error: AuthServiceError) -> NSError {
        make(code: error.newAPICode, message: error.message, detail: error.detail)
    }

    /// An Auth error raised by the facade itself (e.g. the app was deleted).
    static func make(code: Int, message: String, detail: String = "") -> NSError {
        let known = WDGAuthErrorCode(rawValue: code) ?? .unknownError
        var userInfo: [String: Any] = [
            NSLocalizedDescriptionKey: message,
            WDGAuthErrorNameKey: errorName(known),
        ]
        if !detail.isEmpty { userInfo[NSLocalizedFailureReasonErrorKey] = detail }
        return NSError(domain: WDGAuthErrorDomain, code: code, userInfo: userInfo)
    }

    /// "ERROR_" and the case name in upper snake case (`invalidEmail` → `ERROR_INVALID_EMAIL`).
    static func errorName(_ code: WDGAuthErrorCode) -> String {
        let name = Array(String(describing: code))
        var words: [String] = []
        var current = ""
        for (i, c) in name.enumerated() {
            let startsWord = c.isUppercase && i > 0
                && (name[i - 1].isLowercase || (i + 1 < name.count && name[i + 1].isLowercase))
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(c)
        }
        words.append(current)
        return "ERROR_" + words.map { $0.uppercased() }.joined(separator: "_")
    }
}
