/// The codes each SDK generation reports for an engine error (LEGACY-API.md `WilddogError`,
/// NEW-API.md `WDGSyncErrorCode`), so facades only adapt.
extension EngineError {
    /// The 1.x `WilddogError` code (domain `com.wilddog`).
    package var legacyCode: Int {
        switch code {
        case .dataStale: return -1
        case .operationFailed, .nonExistentNode, .invalidParameters: return -2
        case .permissionDenied: return -3
        case .disconnected: return -4
        case .expiredToken: return -6
        case .invalidToken: return -7
        case .maxRetries: return -8
        case .overriddenBySet: return -9
        case .unavailable: return -10
        case .userCodeException: return -11
        case .unknown: return -999
        }
    }

    /// The 2.x `WDGSyncErrorCode` (domain `com.wilddog.sync`).
    package var newAPICode: Int {
        switch code {
        case .operationFailed: return 26001
        case .unavailable, .disconnected: return 26003
        case .permissionDenied: return 26101
        case .invalidParameters: return 26106
        case .dataStale: return 26201
        case .userCodeException: return 26202
        case .maxRetries: return 26203
        case .overriddenBySet: return 26204
        case .nonExistentNode: return 26301
        case .expiredToken: return 26801
        case .invalidToken: return 26802
        case .unknown: return 29999
        }
    }

    /// An error for bad input rejected before anything was written.
    package init(validation: ValidationError) {
        self.init(.invalidParameters, validation.message)
    }
}
