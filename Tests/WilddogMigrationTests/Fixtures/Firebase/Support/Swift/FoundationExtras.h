// Added to the mock SDK's Objective-C Foundation for the Firebase Swift type-check: the parts of
// Apple's Foundation the project's programs use beside the SDK (read by the Swift compiler only).
@interface NSError (FirebaseCheckExtras)
@property (readonly) NSInteger code;
@property (readonly, copy) NSString * _Nonnull domain;
@property (readonly, copy) NSDictionary<NSString *, id> * _Nonnull userInfo;
@property (readonly, copy) NSString * _Nonnull localizedDescription;
@end
@interface NSNumber (FirebaseCheckExtras)
@property (readonly) NSInteger integerValue;
@property (readonly) double doubleValue;
@property (readonly) BOOL boolValue;
@end
@interface NSNull (FirebaseCheckExtras)
+ (NSNull * _Nonnull)null;
@end
@interface NSEnumerator<ObjectType> (FirebaseCheckExtras)
- (nullable ObjectType)nextObject;
@property (readonly, copy) NSArray<ObjectType> * _Nonnull allObjects;
@end
@interface NSDictionary<KeyType, ObjectType> (FirebaseCheckExtras)
- (nullable ObjectType)objectForKey:(nonnull KeyType)key;
@end
