/// An SDK generation: each reports errors in its own domains and codes.
enum Generation: String, Sendable {
    /// Module `Wilddog` (1.x).
    case legacy
    /// Modules `WilddogCore` / `WilddogSync` / `WilddogAuth` (2.x).
    case new

    /// The meaning of an error of this generation; `.unmapped` when its table has no entry.
    func meaning(of code: ErrorCode) -> ErrorMeaning {
        let table = self == .legacy ? LegacyErrorMeanings.table : NewErrorMeanings.table
        return table[code] ?? .unmapped(domain: code.domain, code: code.code)
    }
}
