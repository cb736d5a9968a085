#if canImport(ObjectiveC)
import Foundation

/// `- (BOOL)signOut:(NSError **)error` of WDGAuth.h: the Swift error becomes the `NSError`
/// out-parameter. Apart from WDGAuth+ObjC.swift because the Linux check of the Objective-C
/// interface cannot type-check it: Swift's Linux standard library has no
/// `AutoreleasingUnsafeMutablePointer`, which an `@objc` method that throws needs.
extension WDGAuth {
    @available(swift, obsoleted: 1) @objc(signOut:) public func __signOut() throws { try signOut() }
}
#endif
