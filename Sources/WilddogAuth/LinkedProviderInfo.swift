import Foundation
internal import WilddogEngine

/// One `WDGUser.providerData` entry: a login method linked to the account.
final class LinkedProviderInfo: NSObject, WDGUserInfo {
    let providerID: String
    let uid: String
    let displayName: String?
    let photoURL: URL?
    let email: String?
    let phone: String?

    init(_ provider: AuthLinkedProvider) {
        providerID = provider.providerID
        uid = provider.uid
        displayName = provider.displayName
        photoURL = provider.photoURL.flatMap(URL.init(string:))
        email = provider.email
        phone = provider.phone
    }
}

#if canImport(ObjectiveC)
/// The Objective-C view of a `providerData` entry (`id<WDGUserInfo>`, see WDGUserInfo+ObjC.swift).
extension LinkedProviderInfo: __WDGUserInfo {}
#endif
