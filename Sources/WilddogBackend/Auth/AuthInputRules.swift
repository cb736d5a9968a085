import WilddogEngine

/// The format rules of auth inputs, each failing with the error the 2.x server gives.
package enum AuthInputRules {
    /// Password length bounds in characters (`passwordLengthError`: "between 6 and 32").
    package static let passwordLength = 6...32
    /// Longest display name in characters (`displayNameLengthError`).
    package static let displayNameMaxLength = 20
    /// Longest photo URL in characters (`photoUrlLengthError`).
    package static let photoURLMaxLength = 1024
    /// Longest email address (RFC 5321 path limit less the angle brackets).
    package static let emailMaxLength = 254

    /// Checks that `email` is a plain `local@domain.tld` address and returns its lookup key
    /// (lower-cased).
    ///
    /// The local part allows RFC 5322 atom characters and dots (no quoted strings); the
    /// domain needs two or more labels of letters, digits and inner hyphens, the last of at
    /// least two characters and not all digits.
    /// - Throws: `invalidEmail`.
    package static func emailKey(_ email: String) throws(AuthServiceError) -> String {
        let fail = AuthServiceError.invalidEmail(detail: "\"\(email)\" is not an email address")
        guard !email.isEmpty, email.count <= emailMaxLength else { throw fail }
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw fail }
        let local = parts[0], domain = parts[1]
        let atomSymbols = Set("!#$%&'*+/=?^_`{|}~-")
        guard !local.isEmpty, local.count <= 64, !local.hasPrefix("."), !local.hasSuffix("."),
              !local.contains(".."),
              local.allSatisfy({ $0 == "." || atomSymbols.contains($0) || isLetterOrDigit($0) })
        else { throw fail }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2 else { throw fail }
        for label in labels {
            guard !label.isEmpty, label.count <= 63, !label.hasPrefix("-"), !label.hasSuffix("-"),
                  label.allSatisfy({ $0 == "-" || isLetterOrDigit($0) })
            else { throw fail }
        }
        guard let topLevel = labels.last, topLevel.count >= 2, !topLevel.allSatisfy(\.isNumber) else { throw fail }
        return email.lowercased()
    }

    /// Checks `phone` and returns its normalized form.
    ///
    /// Accepted: a mainland China mobile number `1[3-9]` + 9 digits, the same with `+86`
    /// (normalized to the 11 digits, as Wilddog's SMS service was China-only), or any other
    /// E.164 number `+` + 8…15 digits not starting with 0.
    /// - Throws: `invalidPhone`.
    package static func normalizedPhone(_ phone: String) throws(AuthServiceError) -> String {
        let fail = AuthServiceError.invalidPhone(detail: "\"\(phone)\" is not a phone number")
        let digits = phone.hasPrefix("+") ? phone.dropFirst() : Substring(phone)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw fail }
        func isChinaMobile(_ number: Substring) -> Bool {
            number.count == 11 && number.first == "1" && "3456789".contains(number[number.index(after: number.startIndex)])
        }
        if !phone.hasPrefix("+") {
            guard isChinaMobile(digits) else { throw fail }
            return String(digits)
        }
        if digits.hasPrefix("86") {
            let national = digits.dropFirst(2)
            guard isChinaMobile(national) else { throw fail }
            return String(national)
        }
        guard (8...15).contains(digits.count), digits.first != "0" else { throw fail }
        return phone
    }

    /// Checks the password length (6…32 characters).
    /// - Throws: `weakPassword`.
    package static func checkPassword(_ password: String) throws(AuthServiceError) {
        guard passwordLength.contains(password.count) else {
            throw .weakPassword(detail: "the password has \(password.count) characters")
        }
    }

    /// Checks a display name: at most 20 characters, no control characters, no `<` or `>`.
    /// - Throws: `displayNameTooLong`, `invalidProfileCharacters`.
    package static func checkDisplayName(_ name: String) throws(AuthServiceError) {
        guard name.count <= displayNameMaxLength else {
            throw .displayNameTooLong(detail: "the display name has \(name.count) characters")
        }
        guard !name.unicodeScalars.contains(where: { isControl($0) || $0 == "<" || $0 == ">" }) else {
            throw .invalidProfileCharacters(detail: "the display name has a control character, < or >")
        }
    }

    /// Checks a photo URL: at most 1024 characters, none of the characters RFC 3986 excludes
    /// from URLs (controls, space, `"<>\^`{|}`).
    /// - Throws: `photoURLTooLong`, `invalidProfileCharacters`.
    package static func checkPhotoURL(_ url: String) throws(AuthServiceError) {
        guard url.count <= photoURLMaxLength else {
            throw .photoURLTooLong(detail: "the photo URL has \(url.count) characters")
        }
        let excluded = Set<Unicode.Scalar>([" ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}"])
        guard !url.unicodeScalars.contains(where: { isControl($0) || excluded.contains($0) }) else {
            throw .invalidProfileCharacters(detail: "the photo URL has a character URLs cannot hold")
        }
    }

    private static func isLetterOrDigit(_ character: Character) -> Bool {
        character.isLetter || (character.isASCII && character.isNumber)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }
}
