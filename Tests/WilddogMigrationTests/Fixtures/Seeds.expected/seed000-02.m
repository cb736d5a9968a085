#import <WilddogSync/WilddogSync.h>

WDGSyncReference *ref = [[WDGSync sync] reference];
[[ref child:@"followNumber"] runTransactionBlock:^WDGTransactionResult *(WDGMutableData *currentData)  {
NSNumber *value = currentData.value;
if (currentData.value == nil) {
    value = @1;
}else{
    [currentData setValue:[NSNumber numberWithInt:(1 + [value intValue])]];
}
return [WDGTransactionResult successWithValue:currentData];
 
}]; 
    
