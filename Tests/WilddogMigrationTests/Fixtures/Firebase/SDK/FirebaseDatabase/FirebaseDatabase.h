// Firebase iOS SDK interface (test fixture written from shared/api/FIREBASE-TARGET.md; no implementation).
// Umbrella header: `#import <FirebaseDatabase/FirebaseDatabase.h>` / `@import FirebaseDatabase;`.
#import <FirebaseCore/FirebaseCore.h>
#import "FIRDatabase.h"
#import "FIRDatabaseQuery.h"
#import "FIRDatabaseReference.h"
#import "FIRDataEventType.h"
#import "FIRDataSnapshot.h"
#import "FIRMutableData.h"
#import "FIRServerValue.h"
#import "FIRTransactionResult.h"
