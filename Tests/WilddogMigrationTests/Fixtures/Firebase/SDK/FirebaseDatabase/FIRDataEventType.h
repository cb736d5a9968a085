// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
#import <FirebaseCore/FIRFixtureMacros.h>

typedef NS_ENUM(NSInteger, FIRDataEventType) {
    FIRDataEventTypeChildAdded,
    FIRDataEventTypeChildRemoved,
    FIRDataEventTypeChildChanged,
    FIRDataEventTypeChildMoved,
    FIRDataEventTypeValue
} NS_SWIFT_NAME(DataEventType);
