import Foundation
import Testing
import WilddogSync

@Suite struct SyncErrorTests {
    @Test func errorCodeOfAnyNSError() {
        #expect(NSError(domain: WDGSyncErrorDomain, code: 26101).wdgSync_errorCode() == .permissionDenied)
        #expect(NSError(domain: WDGSyncErrorDomain, code: 26301).wdgSync_errorCode() == .nonExistentNode)
        #expect(NSError(domain: "other", code: 12).wdgSync_errorCode() == .unknown)
    }

    @Test func errorsCarryDomainCodeMessageAndCodeKey() async throws {
        let t = SyncTestApp()
        let error = try #require(await t.write { t.ref("x").setPriority(1, withCompletionBlock: $0) })
        #expect(error.domain == "com.wilddog.sync")
        #expect(error.code == WDGSyncErrorCode.nonExistentNode.rawValue)
        #expect((error.userInfo[WDGSyncErrorCodeKey] as? NSNumber)?.intValue == 26301)
        #expect(error.userInfo[NSLocalizedDescriptionKey] as? String == "Could not set priority on non-existent node")
    }
}
