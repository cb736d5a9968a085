#import <Foundation/Foundation.h>

@interface AppDelegate : NSObject
@end
