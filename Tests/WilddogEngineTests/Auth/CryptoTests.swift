import Testing
@testable import WilddogBackend
@testable import WilddogEngine

/// Hex string → bytes, for writing published test vectors as they are printed.
func authTestBytes(hex: String) -> [UInt8] {
    let digits = Array(hex.filter { !$0.isWhitespace })
    return stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! }
}

@Suite struct CryptoDigestTests {
    @Test func sha1OfAbcMatchesFIPS180() throws {
        #expect(try Crypto.hex(Crypto.sha1(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    }

    @Test func sha1OfTwoBlockMessageMatchesFIPS180() throws {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(try Crypto.hex(Crypto.sha1(Array(message.utf8))) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    }

    @Test(arguments: [
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256MatchesFIPS180(message: String, digest: String) throws {
        #expect(try Crypto.hex(Crypto.sha256(message)) == digest)
    }
}

@Suite struct CryptoHMACTests {
    @Test(arguments: [
        // RFC 4231 test cases 1, 2, 3, 6 and 7.
        ("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", "4869205468657265",
         "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        ("4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
         "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        ("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
         String(repeating: "dd", count: 50),
         "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
        (String(repeating: "aa", count: 131),
         "54657374205573696e67204c6172676572205468616e20426c6f636b2d53697a65204b6579202d2048617368204b6579204669727374",
         "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        (String(repeating: "aa", count: 131),
         "5468697320697320612074657374207573696e672061206c6172676572207468616e20626c6f636b2d73697a65206b657920616e64206120"
             + "6c6172676572207468616e20626c6f636b2d73697a6520646174612e20546865206b6579206e6565647320746f20626520686173686564"
             + "206265666f7265206265696e6720757365642062792074686520484d414320616c676f726974686d2e",
         "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"),
    ])
    func hmacSHA256MatchesRFC4231(key: String, data: String, mac: String) throws {
        #expect(try Crypto.hex(Crypto.hmacSHA256(key: authTestBytes(hex: key), message: authTestBytes(hex: data))) == mac)
    }

    @Test func hmacDependsOnKey() throws {
        #expect(try Crypto.hmacSHA256(key: [1], message: "m") != Crypto.hmacSHA256(key: [2], message: "m"))
    }
}

@Suite struct CryptoPBKDF2Tests {
    @Test func matchesRFC7914Section11FirstVector() throws {
        let derived = try Crypto.pbkdf2HMACSHA256(
            password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1, length: 64)
        #expect(derived == authTestBytes(hex: """
            55 ac 04 6e 56 e3 08 9f ec 16 91 c2 25 44 b6 05 f9 41 85 21 6d de 04 65 e6 8b 9d 57 c2 0d ac bc
            49 ca 9c cc f1 79 b6 45 99 16 64 b3 9d 77 ef 31 7c 71 b8 45 b1 e3 0b d5 09 11 20 41 d3 a1 97 83
            """))
    }

    @Test func matchesRFC7914Section11SecondVector() throws {
        let derived = try Crypto.pbkdf2HMACSHA256(
            password: Array("Password".utf8), salt: Array("NaCl".utf8), iterations: 80_000, length: 64)
        #expect(derived == authTestBytes(hex: """
            4d dc d8 f6 0b 98 be 21 83 0c ee 5e f2 27 01 f9 64 1a 44 18 d0 4c 04 14 ae ff 08 87 6b 34 ab 56
            a1 d4 25 a1 22 58 33 54 9a db 84 1b 51 c9 b3 17 6a 27 2b de bb a1 d0 78 47 8f 62 b3 97 f3 3c 8d
            """))
    }

    @Test(arguments: [
        // The RFC 6070 inputs with HMAC-SHA256 (vectors as published for PBKDF2-HMAC-SHA256).
        ("password", "salt", 1, 32, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
        ("password", "salt", 2, 32, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
        ("password", "salt", 4096, 32, "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"),
        ("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40,
         "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9"),
        ("pass\0word", "sa\0lt", 4096, 16, "89b69d0516f829893c696226650a8687"),
    ])
    func matchesRFC6070StyleVectors(password: String, salt: String, iterations: Int, length: Int, expected: String) throws {
        let derived = try Crypto.pbkdf2HMACSHA256(
            password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations, length: length)
        #expect(Crypto.hex(derived) == expected)
    }
}

@Suite struct CryptoRandomAndEncodingTests {
    @Test func randomBytesHaveRequestedLengthAndDiffer() {
        let first = Crypto.randomBytes(count: 32)
        let second = Crypto.randomBytes(count: 32)
        #expect(first.count == 32)
        #expect(first != second)
        #expect(Crypto.randomBytes(count: 0).isEmpty)
    }

    @Test func constantTimeEqualComparesContentAndLength() {
        #expect(Crypto.constantTimeEqual([1, 2, 3], [1, 2, 3]))
        #expect(!Crypto.constantTimeEqual([1, 2, 3], [1, 2, 4]))
        #expect(!Crypto.constantTimeEqual([1, 2, 3], [1, 2]))
        #expect(Crypto.constantTimeEqual([], []))
    }

    @Test(arguments: [
        ("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"),
        ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy"),
    ])
    func base64URLMatchesRFC4648(plain: String, encoded: String) {
        #expect(Crypto.base64URLEncode(Array(plain.utf8)) == encoded)
        #expect(Crypto.base64URLDecode(encoded) == Array(plain.utf8))
    }

    @Test func base64URLUsesUrlSafeAlphabet() {
        #expect(Crypto.base64URLEncode([0xfb, 0xff, 0xbf]) == "-_-_")
        #expect(Crypto.base64URLDecode("-_-_") == [0xfb, 0xff, 0xbf])
        #expect(Crypto.base64URLDecode("+/+/") == nil)
        #expect(Crypto.base64URLDecode("abcde") == nil)
        #expect(Crypto.base64URLDecode("ab$d") == nil)
    }
}

/// A failing primitive is an error the caller handles, never a trap (issue 18).
@Suite struct CryptoFailureTests {
    @Test(arguments: [0, -1, Int(Int32.max) + 1])
    func pbkdf2WithAnIterationCountOutOfRangeThrows(iterations: Int) {
        #expect(throws: CryptoFailure.self) {
            try Crypto.pbkdf2HMACSHA256(password: [1], salt: [2], iterations: iterations, length: 32)
        }
    }

    @Test func pbkdf2WithANonPositiveLengthThrows() {
        #expect(throws: CryptoFailure.self) {
            try Crypto.pbkdf2HMACSHA256(password: [1], salt: [2], iterations: 1, length: 0)
        }
    }

    @Test func aPasswordHashFailureIsTheServiceFailure() {
        for scheme: AuthPasswordScheme in [.pbkdf2(iterations: 0), .scrypt(logN: 0, r: 8, p: 1)] {
            do throws(AuthServiceError) {
                _ = try AuthPasswordHasher(scheme: scheme).hash("secret1", random: AuthSystemRandomSource())
                Issue.record("\(scheme) hashed")
            } catch {
                guard case .failure = error else { Issue.record("\(scheme): \(error)"); continue }
                #expect(error.newAPICode == 22001)
            }
        }
    }

    @Test func randomBytesOfAnyLength() {
        #expect(Crypto.randomBytes(count: 1).count == 1)
        #expect(Crypto.randomBytes(count: 33).count == 33)
        #expect(Crypto.randomBytes(count: -1).isEmpty)
    }
}
