#import <WilddogSync/WilddogSync.h>

for (WDGMutableData* child in data.children) {  
    ...  
}  
