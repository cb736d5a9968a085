import Testing
@testable import WilddogEngine

/// WIRE-PROTOCOL.md §6.2: every test vector of the hash table, read through the wire codec.
@Suite struct HashVectorTests {
    static let vectors: [(json: String, hash: String)] = [
        ("null", ""),
        ("{}", ""),
        (#"{"x":{"y":null}}"#, ""),
        (#""hi""#, "jrODRP7VX0SYea22x77RsWRrgcQ="),
        ("1", "YPVfR2bXt/lcDjiQZ8pOkAd3qkQ="),
        ("1.0", "YPVfR2bXt/lcDjiQZ8pOkAd3qkQ="),
        ("1.5", "4MftviR9Z/2MQCMkjh2RNbvlLJc="),
        ("-0.5", "/r6we9NY8SVfOWrAH6omHfBJtYA="),
        ("41", "FKQEQrg9eSmOibuEATBfMSlup8g="),
        ("42", "bQ5XV5L9riGZgerGMb/8Z87RxeI="),
        ("true", "E5z61QM0lN/U2WsOnusszCTkR8M="),
        ("false", "aSSNoqcS4oQwJ2xxH20rvpp3zP0="),
        (#""Main""#, "AfSOCWCN14DFi7BHO4tYOsp1DQo="),
        (#"{"a":1,"b":"x"}"#, "jRI9dwRS9sb4SWm8uuoN7+xBk4g="),
        (#"{"count":41}"#, "b/G5gGlKlUmtmhLDtFgXxbK9Ajw="),
        (#"{"x":5,"y":"z"}"#, "lsdTwx6t1As2iqsE153eTD3JJ1k="),
        (#"{".value":"x",".priority":5}"#, "r7F6VPxCzGOC+y8S8XLO1QeQxfY="),
        (#"{"a":{".value":1,".priority":"z"},"b":2}"#, "GRt+roCX46v0XSvY3NdUYLbiZLo="),
        (#"{"b":{".value":1,".priority":1},"a":2}"#, "6+ms3978YbL3uxa5k5sX0S8scso="),
        (#"{"10":1,"9":2,"a":3}"#, "m2yjQlTp8QU+bhHk6ou4o/HIgZ0="),
        // 2^53−1 with its exact IEEE bits (433fffffffffffff), not JS's rounded 2^53.
        ("9007199254740991", "zP1cy9AKj8mOJfzxsijijNJ8QdY="),
        ("9007199254740992", "m4qsp/5BbIWTdjthNlnOX+WCTB0="),
    ]

    @Test(arguments: vectors)
    func hashOfExportFormJSONMatchesTheVector(_ vector: (json: String, hash: String)) throws {
        let node = try Node(jsonText: vector.json)
        #expect(try node.hash == vector.hash)
    }

    @Test func theHashInputOfAnObjectIsKeysAndChildHashesInPriorityOrder() throws {
        // §6.2: `{"a":1,"b":"x"}` hashes ":a:<hash of 1>:b:<hash of "x">".
        let a = try Node(jsonText: "1").hash
        let b = try Node(jsonText: #""x""#).hash
        #expect(a == "YPVfR2bXt/lcDjiQZ8pOkAd3qkQ=")
        #expect(b == "OJSeRnP1mf0vTrhq7izmWGPiNx4=")
        #expect(Node.doubleToIEEE754String(1) == "3ff0000000000000")
        #expect(Node.doubleToIEEE754String(9_007_199_254_740_991) == "433fffffffffffff")
        #expect(Node.doubleToIEEE754String(5) == "4014000000000000")
    }
}
