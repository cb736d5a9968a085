#import <WilddogSync/WilddogSync.h>

WDGSyncReference *scoresRef = [[WDGSync sync] referenceWithPath:@"dinosaurs"];
[[[ref child:@"stegosaurus"] child:@"height"]
 observeEventType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *stegosaurusHeightSnapshot) {
     NSNumber *favoriteDinoHeight = stegosaurusHeightSnapshot.value;
     WDGSyncQuery *queryRef = [[[ref queryOrderedByChild:@"height"] queryEndingAtValue:favoriteDinoHeight] queryLimitedToLast:2];
     [queryRef observeSingleEventOfType:WDGDataEventTypeValue withBlock:^(WDGDataSnapshot *querySnapshot) {
         if (querySnapshot.childrenCount == 2) {
             for (WDGDataSnapshot* child in querySnapshot.children) {
                 NSLog(@"The dinosaur just shorter than the stegasaurus is %@", child.key);
                 break;
             }
         } else {
             NSLog(@"The stegosaurus is the shortest dino");
         }
     }];
 }];
 
