import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct AuthPasswordHasherTests {
    @Test func theDefaultIsScryptAtFirebasesCostAndPBKDF2KeepsItsFloor() {
        #expect(AuthPasswordScheme.defaultScrypt == .scrypt(logN: 14, r: 8, p: 1))
        #expect(AuthPasswordScheme.platformDefault == (Crypto.hasScrypt ? .defaultScrypt : .pbkdf2(iterations: 10_000)))
        #expect(AuthServiceConfiguration().passwordScheme == .platformDefault)
        #expect(AuthPasswordHasher.defaultIterations >= 10_000)
    }

    @Test func hashIsSaltedPBKDF2HMACSHA256WhenAskedFor() throws {
        let hasher = AuthPasswordHasher(scheme: .pbkdf2(iterations: 3))
        let random = AuthDeterministicRandomSource(seed: "h")
        let first = try hasher.hash("secret1", random: random)
        let second = try hasher.hash("secret1", random: random)
        guard case .pbkdf2(let iterations, let salt, let key) = first, case .pbkdf2(_, let otherSalt, let otherKey) = second else {
            Issue.record("not PBKDF2: \(first)")
            return
        }
        #expect(iterations == 3 && salt.count == 16 && salt != otherSalt && key != otherKey)
        #expect(try key == Crypto.pbkdf2HMACSHA256(password: Array("secret1".utf8), salt: salt, iterations: 3, length: 32))
    }

    @Test func hashIsSaltedScryptWithItsParameters() throws {
        try #require(Crypto.hasScrypt)
        let stored = try AuthPasswordHasher(scheme: .scrypt(logN: 4, r: 8, p: 1)).hash("secret1", random: AuthSystemRandomSource())
        guard case .scrypt(4, 8, 1, let salt, let key) = stored else {
            Issue.record("not scrypt 2^4: \(stored)")
            return
        }
        #expect(try key == Crypto.scrypt(password: Array("secret1".utf8), salt: salt, n: 16, r: 8, p: 1, length: 32))
    }

    @Test func verifiesOnlyTheRightPassword() throws {
        for scheme: AuthPasswordScheme in Crypto.hasScrypt ? [.pbkdf2(iterations: 2), .scrypt(logN: 4, r: 8, p: 1)] : [.pbkdf2(iterations: 2)] {
            let stored = try AuthPasswordHasher(scheme: scheme).hash("secret1", random: AuthSystemRandomSource())
            #expect(try AuthPasswordHasher.verify("secret1", against: stored))
            #expect(try !AuthPasswordHasher.verify("secret2", against: stored))
            #expect(try !AuthPasswordHasher.verify("", against: stored))
        }
    }

    @Test func theDefaultSchemeHashesAndVerifies() throws {
        let stored = try AuthPasswordHasher().hash("secret1", random: AuthSystemRandomSource())
        #expect(stored.scheme == .platformDefault)
        #expect(try AuthPasswordHasher.verify("secret1", against: stored))
    }
}

@Suite struct AuthRandomSourceTests {
    @Test func deterministicSourceRepeatsPerSeed() throws {
        let a = AuthDeterministicRandomSource(seed: "s"), b = AuthDeterministicRandomSource(seed: "s")
        #expect(try a.bytes(50) == b.bytes(50))
        #expect(try a.alphanumeric(length: 28) == b.alphanumeric(length: 28))
        #expect(try AuthDeterministicRandomSource(seed: "t").bytes(8) != AuthDeterministicRandomSource(seed: "s").bytes(8))
    }

    @Test func drawsHaveTheirShape() throws {
        let random = AuthSystemRandomSource()
        let uid = try random.alphanumeric(length: 28)
        #expect(uid.count == 28 && uid.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
        let code = try random.digits(length: 6)
        #expect(code.count == 6 && code.allSatisfy(\.isNumber))
        #expect(try Crypto.base64URLDecode(random.token(byteCount: 24))?.count == 24)
    }
}

@Suite struct AuthInputRulesTests {
    @Test(arguments: ["a@b.co", "first.last+tag@example.com", "O'Brien@mail.example.cn", "用户@例子.中国", "x_y-z@sub-1.example.org"])
    func acceptsEmails(email: String) throws {
        #expect(try AuthInputRules.emailKey(email) == email.lowercased())
    }

    @Test(arguments: ["", "plain", "a@b", "@b.com", "a@.com", "a@b.c", "a b@c.com", "a@@b.com", "a@b@c.com",
                      ".a@b.com", "a.@b.com", "a..b@c.com", "a@-b.com", "a@b-.com", "a@b..com", "a@1.23", "a(b)@c.com",
                      "a@b.com "])
    func rejectsMalformedEmails(email: String) {
        expectAuthError("invalidEmail", newAPI: 22009, legacy: -5) { try AuthInputRules.emailKey(email) }
    }

    @Test(arguments: [("13812345678", "13812345678"), ("+8613812345678", "13812345678"), ("+14155552671", "+14155552671")])
    func normalizesPhones(phone: String, normalized: String) throws {
        #expect(try AuthInputRules.normalizedPhone(phone) == normalized)
    }

    @Test(arguments: ["", "1381234567", "23812345678", "12812345678", "138-1234-5678", "+86123", "+0123456789", "+1234567", "+", "１３８１２３４５６７８"])
    func rejectsMalformedPhones(phone: String) {
        expectAuthError("invalidPhone", newAPI: 22219, legacy: -5) { try AuthInputRules.normalizedPhone(phone) }
    }

    @Test func passwordLengthMustBeSixToThirtyTwo() throws {
        try AuthInputRules.checkPassword("123456")
        try AuthInputRules.checkPassword(String(repeating: "x", count: 32))
        try AuthInputRules.checkPassword("密码密码密码")
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) { try AuthInputRules.checkPassword("12345") }
        expectAuthError("weakPassword", newAPI: 22211, legacy: -6) {
            try AuthInputRules.checkPassword(String(repeating: "x", count: 33))
        }
    }

    @Test func displayNameRules() throws {
        try AuthInputRules.checkDisplayName(String(repeating: "名", count: 20))
        expectAuthError("displayNameTooLong", newAPI: 22212, legacy: -12) {
            try AuthInputRules.checkDisplayName(String(repeating: "n", count: 21))
        }
        expectAuthError("invalidProfileCharacters", newAPI: 22225, legacy: -12) { try AuthInputRules.checkDisplayName("<b>x") }
        expectAuthError("invalidProfileCharacters", newAPI: 22225, legacy: -12) { try AuthInputRules.checkDisplayName("a\nb") }
    }

    @Test func photoURLRules() throws {
        let prefix = "https://e.com/"
        try AuthInputRules.checkPhotoURL(prefix + String(repeating: "p", count: 1024 - prefix.count))
        expectAuthError("photoURLTooLong", newAPI: 22213, legacy: -12) {
            try AuthInputRules.checkPhotoURL(prefix + String(repeating: "p", count: 1025 - prefix.count))
        }
        expectAuthError("invalidProfileCharacters", newAPI: 22225, legacy: -12) {
            try AuthInputRules.checkPhotoURL("https://e.com/a b.png")
        }
        expectAuthError("invalidProfileCharacters", newAPI: 22225, legacy: -12) {
            try AuthInputRules.checkPhotoURL("https://e.com/\"x\".png")
        }
    }
}
