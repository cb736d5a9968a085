#import <WilddogSync/WilddogSync.h>

NSDictionary *post1 = @{
    @"author": @"gracehop",
    @"title": @"Announcing COBOL, a New Programming Language"
};
WDGSyncReference *post1Ref = [ref childByAutoId];
[post1Ref setValue: post1];

NSString *postId = post1Ref.key;
