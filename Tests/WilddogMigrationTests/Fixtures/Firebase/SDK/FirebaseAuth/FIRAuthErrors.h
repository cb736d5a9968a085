// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FIRFixtureMacros.h>

NS_ASSUME_NONNULL_BEGIN

NS_SWIFT_NAME(AuthErrors)
@interface FIRAuthErrors : NSObject
@end

extern NSString *const FIRAuthErrorDomain NS_SWIFT_NAME(AuthErrorDomain);
extern NSString *const FIRAuthErrorUserInfoNameKey NS_SWIFT_NAME(AuthErrorUserInfoNameKey);

/// The cases FIREBASE-TARGET.md maps to (§1.2, §1.1), with their values. A plain enum, as up to
/// Firebase 9.x: `AuthErrorCode.<case>.rawValue` is the form that compiles against every release.
typedef NS_ENUM(NSInteger, FIRAuthErrorCode) {
    FIRAuthErrorCodeInvalidCustomToken = 17000,
    FIRAuthErrorCodeCustomTokenMismatch = 17002,
    FIRAuthErrorCodeInvalidCredential = 17004,
    FIRAuthErrorCodeUserDisabled = 17005,
    FIRAuthErrorCodeOperationNotAllowed = 17006,
    FIRAuthErrorCodeEmailAlreadyInUse = 17007,
    FIRAuthErrorCodeInvalidEmail = 17008,
    FIRAuthErrorCodeWrongPassword = 17009,
    FIRAuthErrorCodeTooManyRequests = 17010,
    FIRAuthErrorCodeUserNotFound = 17011,
    FIRAuthErrorCodeAccountExistsWithDifferentCredential = 17012,
    FIRAuthErrorCodeRequiresRecentLogin = 17014,
    FIRAuthErrorCodeProviderAlreadyLinked = 17015,
    FIRAuthErrorCodeNoSuchProvider = 17016,
    FIRAuthErrorCodeInvalidUserToken = 17017,
    FIRAuthErrorCodeNetworkError = 17020,
    FIRAuthErrorCodeUserTokenExpired = 17021,
    FIRAuthErrorCodeInvalidAPIKey = 17023,
    FIRAuthErrorCodeUserMismatch = 17024,
    FIRAuthErrorCodeCredentialAlreadyInUse = 17025,
    FIRAuthErrorCodeWeakPassword = 17026,
    FIRAuthErrorCodeAppNotAuthorized = 17028,
    FIRAuthErrorCodeExpiredActionCode = 17029,
    FIRAuthErrorCodeInvalidActionCode = 17030,
    FIRAuthErrorCodeMissingEmail = 17034,
    FIRAuthErrorCodeInvalidPhoneNumber = 17042,
    FIRAuthErrorCodeMissingVerificationCode = 17043,
    FIRAuthErrorCodeInvalidVerificationCode = 17044,
    FIRAuthErrorCodeQuotaExceeded = 17052,
    FIRAuthErrorCodeWebContextCancelled = 17058,
    FIRAuthErrorCodeInvalidProviderID = 17071,
    FIRAuthErrorCodeAdminRestrictedOperation = 17085,
    FIRAuthErrorCodeInternalError = 17999,
} NS_SWIFT_NAME(AuthErrorCode);

NS_ASSUME_NONNULL_END
