import Foundation
import Testing
import WilddogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Two processes — a legacy app and a migrated app, each routed to one `wilddog-server` by
/// `WILDDOG_SERVER` — sign the same user in and read only what the rules allow that user.
@Suite(.serialized) struct TwoProcessSignInTests {
    @Test func aLegacyAndAMigratedProcessSignTheSameUserInAndReadOnlyWhatRulesAllow() async throws {
        let server = try AccountsServer()
        defer { server.stop() }
        let email = uniqueEmail(), otherEmail = uniqueEmail()
        // Another user leaves data the first one may not read.
        let other = try runChild(server, ["legacy", uniqueAppId(), otherEmail, "secret1", "create"])
        let otherUID = try #require(other.first { $0.hasPrefix("uid ") }.map { String($0.dropFirst(4)) })
        _ = try runChild(server, ["legacy", uniqueAppId(), otherEmail, "secret1", "write", "users/\(otherUID)/secret", "mine"])

        let migrated = try runChild(server, ["migrated", uniqueAppId(), email, "secret1", "create"])
        let uid = try #require(migrated.first { $0.hasPrefix("uid ") }.map { String($0.dropFirst(4)) })
        #expect(!uid.hasPrefix("error"), "\(migrated)")
        let wrote = try runChild(server, ["migrated", uniqueAppId(), email, "secret1", "write", "users/\(uid)/note", "from the migrated app"])
        #expect(wrote == ["uid \(uid)", "wrote users/\(uid)/note"])

        let legacy = try runChild(server, ["legacy", uniqueAppId(), email, "secret1", "read", "users/\(uid)/note",
                                           "read", "users/\(otherUID)/secret"])
        #expect(legacy.count == 3 && legacy[2].hasPrefix("read users/\(otherUID)/secret denied"), "\(legacy)")
        #expect(legacy.prefix(2) == ["uid \(uid)", #"read users/\#(uid)/note "from the migrated app""#])
        let modernRead = try runChild(server, ["migrated", uniqueAppId(), email, "secret1", "read", "users/\(otherUID)/secret"])
        #expect(modernRead.count == 2 && modernRead[1].hasPrefix("read users/\(otherUID)/secret denied"), "\(modernRead)")
    }

    /// Runs `wilddog-auth-child` routed to `server`; its output lines (an issue when it fails).
    private func runChild(_ server: AccountsServer, _ arguments: [String]) throws -> [String] {
        let child = try #require(ChildProgram.executable("wilddog-auth-child"), "wilddog-auth-child is not built")
        let (status, lines) = try ChildProgram.run(child, arguments, server: server.url)
        #expect(status == 0, "\(arguments): \(lines)")
        return lines
    }
}
