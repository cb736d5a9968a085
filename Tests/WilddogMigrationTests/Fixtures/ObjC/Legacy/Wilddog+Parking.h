//
//  Wilddog+Parking.h
//  Parkly
//

#import <Wilddog/Wilddog.h>

#define PARKLY_HOST @"https://parkly.wilddogio.com"
#define PARKLY_PATH(p) [NSString stringWithFormat:@"%@/%@", PARKLY_HOST, (p)]

typedef void (^PKSpotsBlock)(NSArray *spots);
typedef void (^PKWriteBlock)(NSError *error, Wilddog *ref);

@interface Wilddog (Parking)
- (Wilddog *)pk_levelRef:(NSInteger)level;
- (WQuery *)pk_freeSpots;
+ (Wilddog *)pk_root;
@end

@interface WDataSnapshot (Parking)
- (NSArray *)pk_childKeys;
@end
