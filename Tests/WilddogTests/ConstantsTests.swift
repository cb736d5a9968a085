import Testing
import Wilddog

extension LegacyTests {
    /// Global declarations: error domains, codes, event types and the timestamp placeholder.
    @Suite struct ConstantsTests {
        @Test func errorDomains() {
            #expect(WilddogErrorDomain == "com.wilddog")
            #expect(WAuthenticationErrorDomain == "com.wilddog.authentication")
        }

        @Test func eventTypesMatchTheHeader() {
            #expect([WEventType.ChildAdded, .ChildRemoved, .ChildChanged, .ChildMoved, .Value].map(\.rawValue) == [0, 1, 2, 3, 4])
            #expect(WEventType(rawValue: 4) == .Value)
        }

        @Test func dataErrorCodesMatchTheDocTable() {
            let codes: [(WilddogError, Int)] = [
                (.DataStale, -1), (.OperationFailed, -2), (.PermissionDenied, -3), (.Disconnected, -4), (.Preempted, -5),
                (.ExpiredToken, -6), (.InvalidToken, -7), (.MaxRetries, -8), (.OverriddenBySet, -9), (.Unavailable, -10),
                (.UserCodeException, -11), (.AuthenticationProviderDisabled, -12), (.NetworkError, -24),
                (.RepetitiveOperation, -101), (.QPSSpeeding, -102), (.UnknownError, -999),
            ]
            for (error, code) in codes { #expect(error.rawValue == code) }
        }

        @Test func authErrorCodesMatchTheHeader() {
            let codes: [(WAuthenticationError, Int)] = [
                (.ProviderDisabled, -1), (.InvalidEmail, -5), (.InvalidPassword, -6), (.InvalidToken, -7),
                (.UserDoesNotExist, -8), (.EmailTaken, -9), (.InvalidArguments, -12), (.Preempted, -16), (.Unknown, -9999),
            ]
            for (error, code) in codes { #expect(error.rawValue == code) }
        }

        @Test func serverTimestampPlaceholder() {
            #expect(kWilddogServerValueTimestamp == [".sv": "timestamp"])
        }
    }
}
