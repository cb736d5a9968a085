import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Allowed and denied reads and writes over auth states: signed out, two users, custom claims, admin.
@Suite struct RulesMatrixTests {
    static let rules = try! SecurityRules(json: """
        {"rules": {
          "public": {".read": true, ".write": "auth != null"},
          "users": {"$uid": {".read": "auth != null", ".write": "$uid === auth.uid"}},
          "moderated": {".read": "auth != null && auth.token.role == 'moderator'", ".write": "auth != null && auth.token.level >= 3"},
          "verified": {".read": "auth != null && auth.provider == 'password'", ".write": "auth.token.email_verified === true"}
        }}
        """)

    enum Who: String, CaseIterable, CustomTestStringConvertible {
        case signedOut, alice, bob, moderator, admin
        var auth: AuthRulesAuth? {
            switch self {
            case .signedOut: nil
            case .alice: RulesTestAuth.alice
            case .bob: RulesTestAuth.bob
            case .moderator: RulesTestAuth.moderator
            case .admin: RulesTestAuth.admin
            }
        }
        var testDescription: String { rawValue }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let path: String
        let write: Bool
        /// The auth states allowed; every other one is denied.
        let allowed: Set<String>
        var testDescription: String { "\(write ? "write" : "read") \(path)" }
    }

    static let cases: [Case] = [
        Case(path: "public", write: false, allowed: ["signedOut", "alice", "bob", "moderator", "admin"]),
        Case(path: "public/x", write: true, allowed: ["alice", "bob", "moderator", "admin"]),
        Case(path: "users/alice", write: false, allowed: ["alice", "bob", "moderator", "admin"]),
        Case(path: "users/alice/profile", write: true, allowed: ["alice", "admin"]),
        Case(path: "users/bob", write: true, allowed: ["bob", "admin"]),
        Case(path: "users/carol", write: true, allowed: ["moderator", "admin"]),
        Case(path: "users", write: false, allowed: ["admin"]),
        Case(path: "users", write: true, allowed: ["admin"]),
        Case(path: "moderated/queue", write: false, allowed: ["moderator", "admin"]),
        Case(path: "moderated/queue", write: true, allowed: ["moderator", "admin"]),
        Case(path: "verified/list", write: false, allowed: ["alice", "admin"]),
        Case(path: "verified/list", write: true, allowed: ["alice", "admin"]),
        Case(path: "elsewhere", write: false, allowed: ["admin"]),
        Case(path: "elsewhere", write: true, allowed: ["admin"]),
    ]

    @Test(arguments: cases, Who.allCases)
    func matrix(_ testCase: Case, _ who: Who) {
        let path = Path(testCase.path)
        let allowed: Bool
        if testCase.write {
            allowed = Self.rules.canWrite(path, newNode: makeNode(#"{"v": 1}"#), root: .empty, auth: who.auth, now: 0).isAllowed
        } else {
            allowed = Self.rules.canRead(path, root: .empty, auth: who.auth, now: 0)
        }
        #expect(allowed == testCase.allowed.contains(who.rawValue))
    }
}
