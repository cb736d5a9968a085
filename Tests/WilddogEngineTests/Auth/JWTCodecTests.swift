import Foundation
import Testing
@testable import WilddogBackend
@testable import WilddogEngine

@Suite struct JWTCodecTests {
    let key = Array("k3y".utf8)

    @Test func verifiesTheRFC7515AppendixA1Token() throws {
        // RFC 7515 A.1: an HS256 JWS made by another implementation.
        let token = "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9"
            + ".eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
            + ".dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        let jwk = try #require(Crypto.base64URLDecode(
            "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"))
        let claims = try JWTCodec.verify(token, key: jwk)
        #expect(claims["iss"] == .string("joe"))
        #expect(claims["exp"] == .int(1_300_819_380))
        #expect(claims["http://example.com/is_root"] == .bool(true))
        #expect(throws: JWTError.expired) {
            try JWTCodec.validateTimes(of: claims, now: Date(timeIntervalSince1970: 1_300_819_380))
        }
    }

    @Test func roundTripsClaims() throws {
        let claims: [String: AuthJSON] = [
            "uid": .string("u1"), "n": .int(42), "x": .double(1.5), "ok": .bool(true),
            "nested": .object(["list": .array([.null, .string("é/€")])]),
        ]
        let token = try JWTCodec.sign(claims: claims, key: key)
        #expect(try JWTCodec.verify(token, key: key) == claims)
        let header = try #require(AuthJSON.parse(Crypto.base64URLDecode(String(token.split(separator: ".")[0])) ?? []))
        #expect(header == .object(["alg": .string("HS256"), "typ": .string("JWT")]))
    }

    /// A token made by hand: `header` and `payload` JSON text, validly signed with `key`.
    func handMade(header: String, payload: String) throws -> String {
        let input = Crypto.base64URLEncode(Array(header.utf8)) + "." + Crypto.base64URLEncode(Array(payload.utf8))
        return input + "." + Crypto.base64URLEncode(try Crypto.hmacSHA256(key: key, message: input))
    }

    @Test func boundsNestingAndSizeBeforeParsing() throws {
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        let deepHeader = try handMade(header: #"{"alg":"HS256","typ":"JWT","x":\#(deep)}"#, payload: #"{"uid":"u1"}"#)
        #expect { try JWTCodec.verify(deepHeader, key: key) } throws: { error in
            if case .malformed? = error as? JWTError { return true } else { return false }
        }
        let deepPayload = try handMade(header: #"{"alg":"HS256","typ":"JWT"}"#, payload: #"{"uid":"u1","x":\#(deep)}"#)
        #expect { try JWTCodec.verify(deepPayload, key: key) } throws: { error in
            if case .malformed? = error as? JWTError { return true } else { return false }
        }
        let huge = try JWTCodec.sign(claims: ["uid": .string("u1"), "pad": .string(String(repeating: "x", count: 10_000))], key: key)
        #expect { try JWTCodec.verify(huge, key: key) } throws: { error in
            if case .malformed? = error as? JWTError { return true } else { return false }
        }
        // Nesting within the bound, brackets inside strings, and escaped quotes are fine.
        let fine = try handMade(header: #"{"alg":"HS256","typ":"JWT"}"#,
                            payload: #"{"uid":"u1","s":"[[[[\"{{{{","n":\#(String(repeating: "[", count: 20) + String(repeating: "]", count: 20))}"#)
        #expect(try JWTCodec.verify(fine, key: key)["uid"] == .string("u1"))
    }

    @Test func rejectsAWrongKey() throws {
        let token = try JWTCodec.sign(claims: ["uid": .string("u1")], key: key)
        #expect(throws: JWTError.badSignature) { try JWTCodec.verify(token, key: Array("other".utf8)) }
    }

    @Test func rejectsATamperedPayload() throws {
        let token = try JWTCodec.sign(claims: ["uid": .string("u1")], key: key)
        let parts = token.split(separator: ".").map(String.init)
        let forged = Crypto.base64URLEncode(AuthJSON.object(["uid": .string("admin")]).jsonBytes())
        #expect(throws: JWTError.badSignature) { try JWTCodec.verify([parts[0], forged, parts[2]].joined(separator: "."), key: key) }
    }

    @Test func rejectsATamperedSignature() throws {
        let token = try JWTCodec.sign(claims: ["uid": .string("u1")], key: key)
        var signature = Crypto.base64URLDecode(String(token.split(separator: ".")[2]))!
        signature[0] ^= 1
        let parts = token.split(separator: ".").map(String.init)
        #expect(throws: JWTError.badSignature) {
            try JWTCodec.verify([parts[0], parts[1], Crypto.base64URLEncode(signature)].joined(separator: "."), key: key)
        }
    }

    @Test func rejectsAlgorithmNoneAndOthers() {
        let payload = Crypto.base64URLEncode(AuthJSON.object(["uid": .string("u1")]).jsonBytes())
        for alg in ["none", "HS512", "RS256"] {
            let header = Crypto.base64URLEncode(AuthJSON.object(["alg": .string(alg)]).jsonBytes())
            #expect(throws: JWTError.unsupportedAlgorithm(alg)) { try JWTCodec.verify("\(header).\(payload).", key: key) }
        }
    }

    @Test(arguments: ["", "a.b", "a.b.c.d", "!!.e30.AA", "e30.e30.e30"])
    func rejectsMalformedTokens(token: String) {
        #expect(throws: (any Error).self) { try JWTCodec.verify(token, key: key) }
    }

    @Test func rejectsAWellSignedNonObjectPayload() throws {
        let header = Crypto.base64URLEncode(AuthJSON.object(["alg": .string("HS256")]).jsonBytes())
        let payload = Crypto.base64URLEncode(Array("[1,2]".utf8))
        let signature = Crypto.base64URLEncode(try Crypto.hmacSHA256(key: key, message: "\(header).\(payload)"))
        #expect(throws: JWTError.malformed("the payload is not a base64url JSON object")) {
            try JWTCodec.verify("\(header).\(payload).\(signature)", key: key)
        }
    }

    @Test func checksExpiryAndNotBefore() throws {
        let claims: [String: AuthJSON] = ["exp": .int(1000), "nbf": .int(500)]
        try JWTCodec.validateTimes(of: claims, now: Date(timeIntervalSince1970: 999))
        try JWTCodec.validateTimes(of: claims, now: Date(timeIntervalSince1970: 500))
        #expect(throws: JWTError.expired) { try JWTCodec.validateTimes(of: claims, now: Date(timeIntervalSince1970: 1000)) }
        #expect(throws: JWTError.notYetValid) { try JWTCodec.validateTimes(of: claims, now: Date(timeIntervalSince1970: 499)) }
        #expect(throws: JWTError.malformed("the exp claim is not a number")) {
            try JWTCodec.validateTimes(of: ["exp": .string("soon")], now: Date())
        }
    }
}

@Suite struct AuthJSONTests {
    @Test func parsesEachKindOfValue() throws {
        let value = try #require(AuthJSON.parse(Array(#"{"b":true,"i":3,"d":2.5,"s":"x","n":null,"a":[1]}"#.utf8)))
        #expect(value == .object([
            "b": .bool(true), "i": .int(3), "d": .double(2.5), "s": .string("x"), "n": .null, "a": .array([.int(1)]),
        ]))
        #expect(AuthJSON.parse(Array("{".utf8)) == nil)
    }

    @Test func encodesWithSortedKeys() {
        let value = AuthJSON.object(["b": .int(1), "a": .string("/")])
        #expect(String(decoding: value.jsonBytes(), as: UTF8.self) == #"{"a":"/","b":1}"#)
    }

    @Test func convertsFoundationValues() throws {
        let any: [String: Any] = [
            "flag": true, "count": 3, "ratio": 0.5, "name": "n", "none": NSNull(),
            "boxedFlag": NSNumber(value: false), "boxedInt": NSNumber(value: 7), "list": [1, "two"],
        ]
        let value = try #require(AuthJSON(any: any))
        #expect(value["flag"] == .bool(true))
        #expect(value["count"] == .int(3))
        #expect(value["ratio"] == .double(0.5))
        #expect(value["none"] == .null)
        #expect(value["boxedFlag"] == .bool(false))
        #expect(value["boxedInt"] == .int(7))
        #expect(value["list"] == .array([.int(1), .string("two")]))
        #expect(AuthJSON(any: Date()) == nil)
        #expect(AuthJSON(any: NSNumber(value: 1)) == .int(1))
        #expect(AuthJSON(any: NSNumber(value: true)) == .bool(true))
        #expect(AuthJSON(any: NSNumber(value: 2.5)) == .double(2.5))
        #expect(AuthJSON(any: 1 as Any) == .int(1))
        #expect(AuthJSON(any: true as Any) == .bool(true))
        #expect(AuthJSON(any: Double.nan) == nil)
        let back = try #require(value.anyValue as? [String: Any])
        #expect(back["name"] as? String == "n")
        #expect(back["flag"] as? Bool == true)
    }
}
