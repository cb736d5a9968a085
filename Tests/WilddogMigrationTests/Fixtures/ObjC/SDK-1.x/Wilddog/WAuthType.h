// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>

/// Codes of `WAuthenticationErrorDomain` (errors of the auth blocks of `Wilddog`).
typedef NS_ENUM(NSInteger, WAuthenticationError) {
    WAuthenticationErrorProviderDisabled = -1,
    WAuthenticationErrorInvalidConfiguration = -2,
    WAuthenticationErrorInvalidOrigin = -3,
    WAuthenticationErrorInvalidProvider = -4,
    WAuthenticationErrorInvalidEmail = -5,
    WAuthenticationErrorInvalidPassword = -6,
    WAuthenticationErrorInvalidToken = -7,
    WAuthenticationErrorUserDoesNotExist = -8,
    WAuthenticationErrorEmailTaken = -9,
    WAuthenticationErrorDeniedByUser = -10,
    WAuthenticationErrorInvalidCredentials = -11,
    WAuthenticationErrorInvalidArguments = -12,
    WAuthenticationErrorProviderError = -13,
    WAuthenticationErrorLimitsExceeded = -14,
    WAuthenticationErrorNetworkError = -15,
    WAuthenticationErrorPreempted = -16,
    WAuthenticationErrorUnknown = -9999
};
