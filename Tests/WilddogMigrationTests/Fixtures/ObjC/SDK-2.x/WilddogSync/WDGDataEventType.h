// Wilddog iOS SDK 2.x interface (test fixture written from NEW-API.md and NEW-API-REFERENCE.md; no implementation).
#import <Foundation/Foundation.h>

typedef NS_ENUM(NSInteger, WDGDataEventType) {
    WDGDataEventTypeChildAdded = 0,
    WDGDataEventTypeChildRemoved = 1,
    WDGDataEventTypeChildChanged = 2,
    WDGDataEventTypeChildMoved = 3,
    WDGDataEventTypeValue = 4
};
