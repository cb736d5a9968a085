import Foundation
import Testing
@testable import WilddogMigration

/// Each entry decodes to the typed value of its kind, carrying exactly that kind's fields; anything
/// else is rejected when loading, naming the file, the entry id and the field.
struct MappingDecodingTests {
    static func load(_ entry: String) throws -> MappingSet {
        let dir = try MappingSetTests.temporaryDirectory(MappingOverrideTests.file(entry))
        return try MappingSet.load(directory: Harness.mappingsDirectory, overrides: [dir])
    }

    @Test(arguments: [
        // A field another kind has, and a misspelt one.
        (#"{"id": "stray", "kind": "type", "from": "A", "to": "B", "receiverClass": "X"}"#, "stray", "receiverClass", "is not a field of a type entry"),
        (#"{"id": "typo", "kind": "call", "recieverKind": "reference", "swift": {"from": "a(_:)", "to": "b(_:)"}}"#, "typo", "recieverKind", "is not a field of a call entry"),
        // A form field of another kind.
        (#"{"id": "form", "kind": "call", "swift": {"from": "a(_:)", "to": "b(_:)", "initializer": "init(url:)"}}"#, "form", "swift.initializer", "is not a form field of a call entry"),
        (#"{"id": "renamed-form", "kind": "type", "from": "A", "to": "B", "objc": {"from": "A"}}"#, "renamed-form", "objc", "is not a field of a type entry"),
        // Required fields of the kind.
        (#"{"id": "half", "kind": "type", "from": "A"}"#, "half", "to", "is missing"),
        (#"{"id": "cases", "kind": "enumCase", "from": "A", "to": "B"}"#, "cases", "cases", "is missing"),
        (#"{"id": "conf", "kind": "appConfiguration", "appURL": "https://$appId.x", "defaultApp": ["A.b"], "swift": {"template": "x"}}"#, "conf", "configuredBy", "is missing"),
        (#"{"id": "oauth", "kind": "oauth", "swift": {"from": "a(_:b:c:)", "to": "d(with:completion:)", "receiver": "r"}}"#, "oauth", "providers", "is missing"),
        (#"{"id": "code", "kind": "errorCode", "swift": {"from": "E.a"}}"#, "code", "errorCode", "is missing"),
        (#"{"id": "module", "kind": "module", "module": "M", "swift": {"to": "import M"}, "objc": {"to": "@import M;"}}"#, "module", "prefixes", "is missing"),
        // Values of the wrong type, at the top and nested.
        (#"{"id": "wrong", "kind": "call", "enumArgument": "first", "swift": {"from": "a(_:)", "to": "b(_:)"}}"#, "wrong", "enumArgument", "is not an integer"),
        (#"{"id": "nested", "kind": "call", "swift": {"from": "a(withBlock:)", "to": "b(with:)"}, "callback": {"label": "withBlock", "legacyCount": 2, "order": ["1", "0"], "objcSignature": "", "swiftSignature": ""}}"#, "nested", "callback.order[0]", "is not an integer"),
        (#"{"id": "kind-of-value", "kind": "type", "from": "A", "to": "B", "receiverKind": "ref"}"#, "kind-of-value", "receiverKind", "is 'ref', not one of auth, authData, reference"),
        // The kind and the id themselves.
        (#"{"id": "odd", "kind": "method"}"#, "odd", "kind", "is 'method', not one of"),
        (#"{"kind": "type", "from": "A", "to": "B"}"#, "?", "id", "is missing"),
    ])
    func malformedEntryIsRejected(_ entry: String, _ id: String, _ field: String, _ message: String) throws {
        let error = try #require(throws: MappingError.self) { try Self.load(entry) }
        #expect(error.path.hasSuffix("bad.json"))
        #expect(error.message.contains("entry '\(id)': field '\(field)' \(message)"), "\(error.message)")
    }

    @Test func shippedEntriesAreTypedByKind() throws {
        let set = Harness.mappings
        for e in set.entries { #expect(e.kind == Swift.type(of: e.fields).kind, "\(e.id)") }
        let typed = set.imports.count + set.modules.count + set.types.count + set.constants.count + set.enumCases.count
            + set.calls.count + set.properties.count + set.constructors.count + (set.appConfiguration == nil ? 0 : 1)
            + set.serverValues.count + set.oauth.count + set.manuals.count + set.errorCodes.count + set.entries(UnchangedMapping.self).count
        #expect(typed == set.entries.count)
        #expect(set.calls.count == set.entries(.call).count && set.calls.count > 50)
        #expect(set.constructors.first?.legacyClass == "Wilddog")
        #expect(set.appConfiguration?.configuredBy.contains("WDGApp.configure") == true)
    }

    /// Every kind lists the fields its type decodes, so a field is either read or rejected.
    @Test(arguments: MappingKind.allCases)
    func kindAcceptsTheFieldsOfItsType(_ kind: MappingKind) throws {
        let type = kind.entryType
        #expect(type.kind == kind)
        #expect(type.fields.isSuperset(of: ["id", "legacyClass", "anchor", "note"]))
        #expect(!type.fields.contains("kind"))
    }

    @Test func shippedFilesSurviveEncodingAndDecoding() throws {
        for file in try MappingSet.readDirectory(Harness.mappingsDirectory) {
            let data = try JSONEncoder().encode(file)
            #expect(try JSONDecoder().decode(MappingFile.self, from: data) == file, "\(file.anchor)")
        }
    }

    @Test func aVersion1FileWithTheFieldsOfItsKindsStillLoads() throws {
        let dir = try MappingSetTests.temporaryDirectory(["old.json": """
        {"schemaVersion": 1, "title": "Old", "anchor": "old", "order": 70, "entries": [
          {"id": "old-type", "kind": "type", "legacyClass": "X", "from": "OldRef", "to": "WDGSyncReference", "receiverKind": "reference"},
          {"id": "old-call", "kind": "call", "legacyClass": "X", "swift": {"from": "oldChild(_:)", "to": "child(_:)"}, "returnsKind": "reference"}
        ]}
        """])
        let set = try MappingSet.load(directory: Harness.mappingsDirectory, overrides: [dir])
        #expect(set.types.contains { $0.id == "old-type" && $0.receiverKind == .reference })
        #expect(set.calls.contains { $0.id == "old-call" && $0.returnsKind == .reference })
    }

    /// The rules read member entries through `MemberMapping`: every member field a kind has is read
    /// through it (a stored field of another type would silently read as the protocol's nil).
    @Test(arguments: [MappingKind.call, .property, .oauth, .manual, .unchanged])
    func memberFieldsAreReadThroughTheProtocol(_ kind: MappingKind) throws {
        let values: [String: String] = [
            "receiverClass": #""X""#, "receiverKind": #""reference""#, "unknownReceiver": #""low""#,
            "returnsKind": #""authData""#, "callbackReference": "1", "enumArgument": "0", "message": #""m""#,
            "confidence": #""medium""#, "handle": #"{"legacyTypes": ["A"], "objc": "B", "swift": "C"}"#,
            "callback": #"{"label": "l", "legacyCount": 2, "order": [1, 0], "objcSignature": "", "swiftSignature": ""}"#,
        ]
        let fields = kind.entryType.fields.intersection(values.keys)
        #expect(!fields.isEmpty)
        for field in fields {
            let extra = kind == .oauth ? #", "providers": []"# : ""
            let json = #"{"id": "x", "kind": "\#(kind.rawValue)", "\#(field)": \#(values[field]!)\#(extra)}"#
            let entry = try JSONDecoder().decode(MappingEntry.self, from: Data(json.utf8))
            let member = try #require(entry.fields as? any MemberMapping)
            let read: Any? = switch field {
            case "receiverClass": member.receiverClass
            case "receiverKind": member.receiverKind
            case "unknownReceiver": member.unknownReceiver
            case "returnsKind": member.returnsKind
            case "callbackReference": member.callbackReference
            case "enumArgument": member.enumArgument
            case "message": member.message
            case "confidence": member.confidence
            case "handle": member.handle
            case "callback": member.callback
            default: nil
            }
            #expect(read != nil, "\(kind.rawValue).\(field)")
        }
    }
}
