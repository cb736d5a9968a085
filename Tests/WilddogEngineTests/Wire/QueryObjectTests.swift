import Testing
@testable import WilddogEngine

/// WIRE-PROTOCOL.md §5.1–5.2: query objects both ways, the iOS forms, identity, tagging.
@Suite struct QueryObjectTests {
    typealias Build = @Sendable () throws -> QuerySpec

    /// Every row of the §5.1 table: the query built with the SDK's builders, and its wire object.
    static let table: [(name: String, build: Build, wire: String)] = [
        ("orderByChild('age'), startAt(18), limitToFirst(10)",
         { try QuerySpec().ordered(byChild: "age", method: "t").starting(at: 18, key: nil, method: "t").limited(toFirst: 10, method: "t") },
         #"{"sp":18,"sin":true,"l":10,"vf":"l","i":"age"}"#),
        ("orderByKey(), startAt('b'), endAt('f')",
         { try QuerySpec().ordered(by: .key, method: "t").starting(at: "b", key: nil, method: "t").ending(at: "f", key: nil, method: "t") },
         #"{"sp":"b","sin":true,"ep":"f","ein":true,"i":".key"}"#),
        ("orderByValue(), limitToLast(3)",
         { try QuerySpec().ordered(by: .value, method: "t").limited(toLast: 3, method: "t") },
         #"{"l":3,"vf":"r","i":".value"}"#),
        ("orderByChild('a/b'), equalTo('x','k1')",
         { try QuerySpec().ordered(byChild: "a/b", method: "t").equal(to: "x", key: "k1", method: "t") },
         #"{"sp":"x","sn":"k1","sin":true,"ep":"x","en":"k1","ein":true,"i":"a/b"}"#),
        ("orderByChild('n'), startAfter(5)",
         { try QuerySpec().ordered(byChild: "n", method: "t").starting(after: 5, key: nil, method: "t") },
         #"{"sp":5,"sn":"[MAX_NAME]","sin":false,"i":"n"}"#),
        ("orderByChild('n'), endBefore(5)",
         { try QuerySpec().ordered(byChild: "n", method: "t").ending(before: 5, key: nil, method: "t") },
         #"{"ep":5,"en":"[MIN_NAME]","ein":false,"i":"n"}"#),
        ("orderByChild('n'), startAfter(5,'k3')",
         { try QuerySpec().ordered(byChild: "n", method: "t").starting(after: 5, key: "k3", method: "t") },
         #"{"sp":5,"sn":"k3","sin":false,"i":"n"}"#),
        ("orderByKey(), startAfter('b')",
         { try QuerySpec().ordered(by: .key, method: "t").starting(after: "b", key: nil, method: "t") },
         #"{"sp":"b","sin":false,"i":".key"}"#),
        ("limitToLast(1)",
         { try QuerySpec().limited(toLast: 1, method: "t") },
         #"{"l":1,"vf":"r"}"#),
        ("startAt(null)",
         { try QuerySpec().starting(at: nil, key: nil, method: "t") },
         #"{"sp":null,"sin":true}"#),
        ("legacy endAt('m').limit(5)",
         { try QuerySpec().ending(at: "m", key: nil, method: "t").limited(toLast: 5, method: "t") },
         #"{"ep":"m","ein":true,"l":5,"vf":"r"}"#),
        ("orderByChild('score') alone (on g)",
         { try QuerySpec().ordered(byChild: "score", method: "t") },
         #"{"i":"score"}"#),
        ("default",
         { QuerySpec() },
         "{}"),
    ]

    static let rows = table.map { ($0.name, $0.wire) }

    private func row(_ name: String) throws -> (spec: QuerySpec, wire: String) {
        let row = QueryObjectTests.table.first { $0.name == name }!
        return (try row.build(), row.wire)
    }

    private func text(_ json: WireJSON) -> String {
        var writer = JSONWriter()
        writer.appendValue(json)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func object(_ text: String) throws -> WireJSON {
        try JSONReader.reading(text) { (r: inout JSONReader) throws(WireError) in try r.readValue() }
    }

    @Test(arguments: rows)
    func theQueryIsSentAsTheTableSays(_ name: String, _ wire: String) throws {
        let (spec, expected) = try row(name)
        #expect(text(spec.wireObject) == expected)
    }

    @Test(arguments: rows)
    func theTablesObjectReadsBackAsTheSameQuery(_ name: String, _ wire: String) throws {
        let (spec, _) = try row(name)
        let read = try QuerySpec(wireObject: object(wire))
        #expect(read == spec)
        #expect(read.index == spec.index)
        #expect(read.limit == spec.limit && read.anchor == spec.anchor)
        #expect(read.startIsInclusive == spec.startIsInclusive && read.endIsInclusive == spec.endIsInclusive)
        #expect(text(read.wireObject) == wire)
    }

    @Test func iOSFormsWithoutInclusivityFlagsAreInclusive() throws {
        // iOS never sends sin/ein; startAfter becomes an inclusive bound on the successor key.
        let q = try QuerySpec(wireObject: object(#"{"sp":5,"sn":"[MAX_NAME]","ep":9,"en":"k","l":4,"vf":"l","i":"n"}"#))
        #expect(q.startIsInclusive && q.endIsInclusive)
        #expect(q.start?.name == .max && q.end?.name == ChildKey("k"))
        #expect(q.limit == 4 && q.anchor == .first)
        let js = try QuerySpec(wireObject: object(#"{"sp":5,"sn":"[MAX_NAME]","sin":true,"ep":9,"en":"k","ein":true,"l":4,"vf":"l","i":"n"}"#))
        #expect(q == js)
        let priority = try QuerySpec(wireObject: object(#"{"sp":1,"i":".priority"}"#))
        #expect(priority.index == .priority && priority.startIsInclusive)
    }

    @Test func aMissingViewFromFollowsTheLegacyLimitRule() throws {
        #expect(try QuerySpec(wireObject: object(#"{"sp":1,"l":2}"#)).anchor == .first)
        #expect(try QuerySpec(wireObject: object(#"{"ep":1,"l":2}"#)).anchor == .last)
        #expect(try QuerySpec(wireObject: object(#"{"l":2}"#)).anchor == .last)
    }

    @Test func theServerEvaluatesAReadQueryLikeTheClientBuiltIt() throws {
        let data = try Node(jsonText: #"{"a":{"n":1},"b":{"n":5},"c":{"n":5},"d":{"n":7},"e":{"n":9}}"#)
        for (name, wire) in QueryObjectTests.rows {
            let (spec, _) = try row(name)
            let read = try QuerySpec(wireObject: object(wire))
            #expect(read.result(of: data) == spec.result(of: data), "\(name)")
        }
    }

    static let invalidObjects: [String] = [
        "[]", #""x""#, #"{"i":5}"#, #"{"i":"a.b"}"#, #"{"i":"/"}"#, #"{"i":"$key"}"#, #"{"sp":{"a":1}}"#, #"{"sp":[1]}"#,
        #"{"sn":"a"}"#, #"{"sin":true}"#, #"{"sp":1,"sn":5}"#, #"{"sp":1,"sn":"a.b"}"#, #"{"sp":1,"sin":"yes"}"#,
        #"{"l":0}"#, #"{"l":-1}"#, #"{"l":1.5}"#, #"{"l":"2"}"#, #"{"l":2,"vf":"x"}"#, #"{"sp":1,"i":".key"}"#,
        #"{"ep":null,"i":".key"}"#,
    ]

    @Test(arguments: invalidObjects)
    func invalidQueryObjectsAreErrors(_ text: String) throws {
        let json = try object(text)
        #expect { try QuerySpec(wireObject: json) } throws: { ($0 as? WireError)?.kind == .invalidData }
    }

    @Test func identityIsTheSortedObjectOrDefault() throws {
        #expect(try QuerySpec(wireObject: object(#"{"l":2,"vf":"r","i":"ts"}"#)).wireUniqueKey == #"{"i":"ts","l":2,"vf":"r"}"#)
        #expect(QuerySpec().wireUniqueKey == "default")
        #expect(QuerySpec.uniqueKey(of: .object([])) == "default")
        let (spec, _) = try row("orderByChild('a/b'), equalTo('x','k1')")
        #expect(spec.wireUniqueKey == #"{"ein":true,"en":"k1","ep":"x","i":"a/b","sin":true,"sn":"k1","sp":"x"}"#)
        // JS stringifies numbers and non-ASCII as JSON.stringify does.
        let q = try QuerySpec(wireObject: object(#"{"sp":1e-7,"sin":true,"ep":"é","ein":true}"#))
        #expect(q.wireUniqueKey == #"{"ein":true,"ep":"é","sin":true,"sp":1e-7}"#)
        #expect(try QuerySpec.uniqueKey(of: object(#"{"b":[1,{"y":1,"x":2}],"a":null}"#)) == #"{"a":null,"b":{"0":1,"1":{"x":2,"y":1}}}"#)
    }

    @Test func uniqueKeysKeepMembersThatDifferOnlyByNormalisation() throws {
        // "\u{212A}" (KELVIN SIGN) is canonically equivalent to "K": Swift strings compare them equal.
        let kelvin = try QuerySpec.uniqueKey(of: object(#"{"K":1,"\#u{212A}":2,"e\#u{301}":3,"\#u{E9}":4,"K":5}"#))
        #expect(Array(kelvin.utf8) == Array(#"{"K":5,"e\#u{301}":3,"\#u{E9}":4,"\#u{212A}":2}"#.utf8))
    }

    @Test func onlyBoundedOrLimitedQueriesAreSentTagged() throws {
        for (name, _) in QueryObjectTests.rows {
            let (spec, _) = try row(name)
            let expected = !(name.hasPrefix("orderByChild('score') alone") || name == "default")
            #expect(spec.isSentTagged == expected, "\(name)")
        }
    }
}
