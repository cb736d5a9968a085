import Foundation
import Testing
import Wilddog

extension LegacyTests {
    /// The examples of the 1.x API document (seed 000), with the outcome it describes.
    @Suite struct SeedAPIDocTests {
        /// The doc's `runTransactionBlock:` example, in Swift: add one to `followNumber`.
        static func followTransaction(_ ref: Wilddog, completion: ((Error?, Bool, WDataSnapshot?) -> Void)? = nil) {
            ref.childByAppendingPath("followNumber").runTransactionBlock({ (currentData: WMutableData) -> WTransactionResult in
                let value = currentData.value as? NSNumber
                if currentData.value == nil {
                    // The doc's nil branch: an empty location reads as NSNull, so it never runs.
                    currentData.value = 1
                } else {
                    currentData.value = NSNumber(value: 1 + (value?.intValue ?? 0))
                }
                return WTransactionResult.successWithValue(currentData)
            }, andCompletionBlock: completion, withLocalEvents: true)
        }

        @Test func followNumberTransactionCountsEveryFollow() {
            let app = TestApp()
            let ref = Wilddog(url: app.url)
            let committed = Recorder()
            Self.followTransaction(ref) { _, ok, snapshot in committed.record("\(ok) \(json(snapshot?.value))") }
            #expect(waitUntil { committed.log == ["true 1"] })
            for client in [ref, app.otherClient()] {
                for _ in 0..<5 { Self.followTransaction(client) { _, ok, _ in committed.record("\(ok)") } }
            }
            #expect(waitUntil(10) { committed.count == 11 })
            #expect(app.serverJSON("followNumber") == "11")
        }

        @Test func followNumberTransactionWithoutCompletion() {
            let app = TestApp()
            app.seed(41, at: "followNumber")
            let ref = Wilddog(url: app.url)
            ref.childByAppendingPath("followNumber").runTransactionBlock { currentData in
                let value = currentData.value as? NSNumber
                currentData.value = NSNumber(value: 1 + (value?.intValue ?? 0))
                return WTransactionResult.successWithValue(currentData)
            }
            #expect(waitUntil { app.serverJSON("followNumber") == "42" })
        }

        @Test func presenceRecordsWhenTheClientWentOffline() throws {
            let app = TestApp()
            let userLastOnlineRef = Wilddog(url: "\(app.url)/users/joe/lastOnline")
            #expect(outcome { userLastOnlineRef.onDisconnectSetValue(kWilddogServerValueTimestamp, withCompletionBlock: $0) }.error == nil)
            #expect(app.serverJSON("users/joe/lastOnline") == "null")
            let before = Date().timeIntervalSince1970 * 1000
            app.server.dropConnections()
            #expect(waitUntil { app.server.data(at: "users/joe/lastOnline") is NSNumber })
            let lastOnline = try #require(app.server.data(at: "users/joe/lastOnline") as? NSNumber).doubleValue
            #expect(lastOnline >= before - 1000 && lastOnline <= Date().timeIntervalSince1970 * 1000 + 1000)
        }

        @Test func presenceWithoutCompletionBlock() {
            let app = TestApp()
            let userLastOnlineRef = Wilddog(url: "\(app.url)/users/joe/lastOnline")
            userLastOnlineRef.onDisconnectSetValue(kWilddogServerValueTimestamp)
            #expect(outcome { app.ref("sync").onDisconnectRemoveValueWithCompletionBlock($0) }.finished)
            userLastOnlineRef.app.goOffline()
            #expect(waitUntil { app.server.data(at: "users/joe/lastOnline") is NSNumber })
            userLastOnlineRef.app.goOnline()
        }

        @Test func qqLoginWithTheDocDictionary() throws {
            let app = AuthTests.authApp()
            let wilddog = Wilddog(url: app.url)
            let accessToken = "qq-access-token", openId = "qq-open-id"
            let login = try #require(AuthTests.login {
                wilddog.authWithOAuthProvider("qq", parameters: ["access_token": accessToken, "openId": openId], withCompletionBlock: $0)
            })
            #expect(login.error == nil)
            #expect(login.authData?.provider == "qq")
            #expect(wilddog.authData?.uid == login.authData?.uid)
        }

        @Test func weiboLoginWithTheDocDictionary() throws {
            let app = AuthTests.authApp()
            let wilddog = Wilddog(url: app.url)
            let accessToken = "wb-access-token", userID = "5566"
            let login = try #require(AuthTests.login {
                wilddog.authWithOAuthProvider("weibo", parameters: ["access_token": accessToken, "userID": userID], withCompletionBlock: $0)
            })
            #expect(login.error == nil)
            #expect(login.authData?.provider == "weibo")
        }

        @Test func setPriorityOrdersChildrenAsDocumented() {
            let app = TestApp()
            app.seed(["c": 1, "b": 1, "a": 1, "2": 1, "1": 1])
            for (key, priority) in [("c", 1), ("b", 1)] as [(String, Any)] {
                #expect(outcome { app.ref(key).setPriority(priority, withCompletionBlock: $0) }.error == nil)
            }
            #expect(outcome { app.ref("a").setPriority("text", withCompletionBlock: $0) }.error == nil)
            // No priority first (integer keys first, numerically), then numbers, then strings.
            #expect(initialChildKeys(app.root) == ["1", "2", "b", "c", "a"])
        }

        @Test func mutableDataChildrenLoopAndNilKeyOfTheTop() throws {
            let app = TestApp()
            app.seed(["x": 1, "y": 2], at: "data")
            TransactionTests.keepObserved(app.ref("data"))
            let keys = Recorder()
            _ = TransactionTests.run(app.ref("data")) { data in
                keys.clear()
                keys.record("top \(data.key ?? "nil")")
                for child in data.children {
                    keys.record((child as! WMutableData).key ?? "nil")
                }
                return .abort()
            }
            #expect(keys.log == ["top nil", "x", "y"])
        }
    }
}
