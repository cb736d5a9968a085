#import <WilddogSync/WilddogSync.h>

for (WDGDataSnapshot* child in snapshot.children) {  
     ...  
}
