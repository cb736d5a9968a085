import Foundation
import Testing
@testable import Wilddog
import WilddogAuth
import WilddogEngine
@testable import WilddogSync

/// The error tables: each facade maps engine errors to its own codes (`LegacyError`,
/// `SyncError`), and `Mappings/12-error-codes.json` (what the rewriter and MIGRATION.md say)
/// agrees with the facades' public enums.
@Suite struct ErrorTableTests {
    // Moved from the engine's tests when the codes moved out of the engine; same table.
    @Test(arguments: [
        (EngineError.Code.permissionDenied, -3, 26101), (.dataStale, -1, 26201), (.maxRetries, -8, 26203),
        (.overriddenBySet, -9, 26204), (.disconnected, -4, 26003), (.operationFailed, -2, 26001),
        (.nonExistentNode, -2, 26301), (.expiredToken, -6, 26801), (.invalidToken, -7, 26802),
        (.invalidParameters, -2, 26106), (.unavailable, -10, 26003), (.userCodeException, -11, 26202), (.unknown, -999, 29999),
    ])
    func eachErrorHasTheCodeOfEachSDKGeneration(_ code: EngineError.Code, _ legacy: Int, _ new: Int) {
        let error = EngineError(code)
        #expect(LegacyError.code(code).rawValue == legacy)
        #expect(SyncError.code(code).rawValue == new)
        #expect(LegacyError.data(error).code == legacy)
        #expect(LegacyError.data(error).domain == WilddogErrorDomain)
        #expect(SyncError.make(error).code == new)
        #expect(SyncError.make(error).domain == WDGSyncErrorDomain)
        #expect(!error.message.isEmpty)
    }

    /// Every entry of the mapping names a case of the legacy enum with its code, and its 2.x
    /// counterpart, when it has one, is a case of the 2.x enum with that code.
    @Test func everyMappedCodeIsACaseOfTheFacadesEnums() throws {
        let entries = try Self.entries()
        #expect(entries.count == 44)
        for entry in entries {
            let legacyCases = try #require(Self.legacyEnums[entry.legacyClass], "\(entry.id): \(entry.legacyClass)")
            #expect(entry.swiftFrom == "\(entry.legacyClass).\(legacyCases[entry.code] ?? "?")",
                    "\(entry.id): no \(entry.swiftFrom) = \(entry.code) in \(entry.legacyClass)")
            guard let newCode = entry.newCode else {
                #expect(entry.newName == nil && entry.swiftTo == nil, "\(entry.id)")
                continue
            }
            let newName = try #require(entry.newName, "\(entry.id)")
            let swiftTo = try #require(entry.swiftTo, "\(entry.id)")
            let newEnum = try #require(swiftTo.split(separator: ".").first.map(String.init), "\(entry.id)")
            let newCases = try #require(Self.newEnums[newEnum], "\(entry.id): \(newEnum)")
            #expect(newCases[newCode] == newName, "\(entry.id): no \(newName) = \(newCode) in \(newEnum)")
            #expect(swiftTo == "\(newEnum).\(newName).rawValue", "\(entry.id)")
        }
    }

    /// The mapping is complete for the legacy enums: every case of `WilddogError` and
    /// `WAuthenticationError` has its entry (so every legacy code is reported by the rewriter).
    @Test func everyLegacyCaseHasAnEntry() throws {
        let entries = try Self.entries()
        for (legacyClass, cases) in Self.legacyEnums {
            let mapped = Set(entries.filter { $0.legacyClass == legacyClass }.map(\.code))
            #expect(mapped == Set(cases.keys), "\(legacyClass): unmapped \(Set(cases.keys).subtracting(mapped).sorted())")
            #expect(entries.filter { $0.legacyClass == legacyClass }.count == cases.count, "\(legacyClass): duplicate entries")
        }
    }

    /// The code a facade reports for an engine error is the one the mapping names for the
    /// legacy code's 2.x counterpart, wherever the engine error is the only one with that
    /// legacy code and the mapping gives a counterpart.
    @Test func theFacadesReportTheMappedCounterparts() throws {
        let entries = try Self.entries().filter { $0.legacyClass == "WilddogError" }
        let codes: [EngineError.Code] = [.permissionDenied, .dataStale, .maxRetries, .overriddenBySet, .disconnected,
                                         .operationFailed, .nonExistentNode, .expiredToken, .invalidToken,
                                         .invalidParameters, .unavailable, .userCodeException, .unknown]
        var checked = 0
        for code in codes {
            let legacy = LegacyError.code(code)
            guard codes.filter({ LegacyError.code($0) == legacy }).count == 1,
                  let entry = entries.first(where: { $0.code == legacy.rawValue }),
                  let newCode = entry.newCode else { continue }
            #expect(SyncError.code(code).rawValue == newCode, "\(code): 1.x \(legacy), 2.x \(SyncError.code(code))")
            checked += 1
        }
        #expect(checked == 9)
    }

    // MARK: Data

    private struct Entry {
        let id: String
        let legacyClass: String
        let code: Int
        let swiftFrom: String
        let newCode: Int?
        let newName: String?
        let swiftTo: String?
    }

    /// The cases of each enum by raw value, named as Swift prints them.
    private static func cases<E: RawRepresentable>(_: E.Type, in range: ClosedRange<Int>) -> [Int: String] where E.RawValue == Int {
        Dictionary(uniqueKeysWithValues: range.compactMap { raw in E(rawValue: raw).map { (raw, "\($0)") } })
    }

    private static let legacyEnums: [String: [Int: String]] = [
        "WilddogError": cases(WilddogError.self, in: -10_000 ... 0),
        "WAuthenticationError": cases(WAuthenticationError.self, in: -10_000 ... 0),
    ]

    private static let newEnums: [String: [Int: String]] = [
        "WDGSyncErrorCode": cases(WDGSyncErrorCode.self, in: 20_000 ... 30_000),
        "WDGAuthErrorCode": cases(WDGAuthErrorCode.self, in: 20_000 ... 30_000),
    ]

    private static func entries() throws -> [Entry] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Mappings/12-error-codes.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try #require(json["entries"] as? [[String: Any]])
        return try entries.map { entry in
            let id = try #require(entry["id"] as? String)
            let errorCode = try #require(entry["errorCode"] as? [String: Any], "\(id)")
            let swift = try #require(entry["swift"] as? [String: Any], "\(id)")
            return Entry(id: id, legacyClass: try #require(entry["legacyClass"] as? String, "\(id)"),
                         code: try #require(errorCode["code"] as? Int, "\(id)"),
                         swiftFrom: try #require(swift["from"] as? String, "\(id)"),
                         newCode: errorCode["newCode"] as? Int, newName: errorCode["newName"] as? String,
                         swiftTo: swift["to"] as? String)
        }
    }
}
