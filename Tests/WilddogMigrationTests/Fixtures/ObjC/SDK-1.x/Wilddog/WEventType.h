// Wilddog iOS SDK 1.x interface (test fixture written from LEGACY-API.md; no implementation).
#import <Foundation/Foundation.h>

typedef NS_ENUM(NSInteger, WEventType) {
    WEventTypeChildAdded = 0,
    WEventTypeChildRemoved = 1,
    WEventTypeChildChanged = 2,
    WEventTypeChildMoved = 3,
    WEventTypeValue = 4
};
