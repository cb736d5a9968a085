import Foundation
import Testing

/// The ObjC interface headers of `Fixtures/ObjC` declare every member of the API contracts
/// (`Contracts/LEGACY-API.md`, `Contracts/NEW-API.md`: byte-for-byte copies of the project's contracts) under the
/// ObjC name the contract gives: selectors, properties, enum constants, typedefs, globals and classes.
@Suite struct ObjCHeaderContractTests {
    /// One ObjC name of the contract and the class or section it belongs to.
    struct Member: CustomStringConvertible {
        var owner: String?
        var objc: String
        var line: Int
        var description: String { "line \(line): \(owner.map { "\($0) " } ?? "")`\(objc)`" }
    }

    /// Declarations read from a directory of headers.
    struct Interface {
        var text = ""
        var selectors: [String: Set<String>] = [:]
        var properties: [String: Set<String>] = [:]

        init(_ dir: URL) {
            let fm = FileManager.default
            for rel in (fm.enumerator(atPath: dir.path)?.compactMap { $0 as? String } ?? []).sorted() where rel.hasSuffix(".h") {
                let source = (try? String(contentsOf: dir.appendingPathComponent(rel), encoding: .utf8)) ?? ""
                text += source + "\n"
                Self.forEachMemberLine(source) { o, line in
                    if line.hasPrefix("-") || line.hasPrefix("+") {
                        selectors[o, default: []].insert(String(line.prefix(1)) + Self.selector(of: String(line.dropFirst())))
                    } else if line.hasPrefix("@property"), let name = Self.propertyName(line) {
                        properties[o, default: []].insert(name)
                        // A property is also its accessor methods (`+sdkVersion` of a class property).
                        let attributes = line.hasPrefix("@property (") ? line.dropFirst(11).prefix { $0 != ")" } : ""
                        let words = attributes.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                        let kind = words.contains("class") ? "+" : "-"
                        selectors[o, default: []].insert(kind + name)
                        if !words.contains("readonly") {
                            selectors[o, default: []].insert(kind + "set" + name.prefix(1).uppercased() + name.dropFirst() + ":")
                        }
                    }
                }
            }
            text = Self.collapse(text)
        }

        /// Calls `body` with each trimmed line inside an `@interface` or `@protocol` (its name first).
        static func forEachMemberLine(_ source: String, _ body: (_ owner: String, _ line: String) -> Void) {
            var owner: String?
            for raw in source.split(separator: "\n") {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("@interface ") || line.hasPrefix("@protocol ") {
                    owner = line.split(separator: " ").dropFirst().first.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
                } else if line.hasPrefix("@end") {
                    owner = nil
                } else if let owner {
                    body(owner, line)
                }
            }
        }

        /// `(WDGSyncHandle)observeEventType:(WDGDataEventType)eventType withBlock:(…)block;` → `observeEventType:withBlock:`.
        static func selector(of declaration: String) -> String {
            var flat = ""
            var depth = 0
            for ch in declaration.prefix(while: { $0 != ";" }) {
                if ch == "(" { depth += 1; flat.append(" "); continue }
                if ch == ")" { depth -= 1; flat.append(" "); continue }
                if depth == 0 { flat.append(ch) }
            }
            let words = flat.split(whereSeparator: \.isWhitespace).map(String.init)
            let pieces = words.filter { $0.hasSuffix(":") }
            return pieces.isEmpty ? (words.first ?? "") : pieces.joined()
        }

        static func collapse(_ s: String) -> String { s.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

        /// `@property (nonatomic, readonly, copy) NSString * _Nonnull name SWIFT_DEPRECATED;` → `name`;
        /// a block property `void (^ _Nullable callback)(BOOL)` → `callback`.
        static func propertyName(_ line: String) -> String? {
            var decl = line.split(separator: ";").first.map(String.init) ?? line
            for marker in [" SWIFT_", " NS_", " __attribute__", " API_"] {
                if let r = decl.range(of: marker) { decl = String(decl[..<r.lowerBound]) }
            }
            let identifier: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "_" }
            if let caret = decl.range(of: "(^") {
                let words = decl[caret.upperBound...].prefix { $0 != ")" }.split(whereSeparator: { !identifier($0) })
                return words.last { !["_Nullable", "_Nonnull", "_Null_unspecified", "nullable", "nonnull"].contains($0) }.map(String.init)
            }
            return decl.split(whereSeparator: { !identifier($0) }).last.map(String.init)
        }

        func declares(_ m: Member) -> Bool {
            let name = m.objc
            if name.hasPrefix("-") || name.hasPrefix("+") {
                return m.owner.map { selectors[$0]?.contains(name) ?? false } ?? false
            }
            if name.hasPrefix("@property") {
                let prop = name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init) ?? ""
                return m.owner.map { properties[$0]?.contains(prop) ?? false } ?? false
            }
            if name.hasPrefix("@interface ") || name.hasPrefix("@protocol ") || name.hasPrefix("typedef NS_ENUM") || name.hasPrefix("__attribute__") {
                if text.contains(Self.collapse(name)) { return true }
                // The Swift compiler's spelling: `typedef SWIFT_ENUM(NSInteger, WEventType, open)`.
                if name.hasPrefix("typedef NS_ENUM(") {
                    let inner = name.dropFirst("typedef NS_ENUM(".count).prefix { $0 != ")" }
                    if text.contains("SWIFT_ENUM(\(inner), ") || text.contains("SWIFT_ENUM_NAMED(\(inner), ") { return true }
                }
                // A category of the Swift compiler is named after the module: `@interface NSError (SWIFT_EXTENSION(WilddogSync))`.
                if let m = name.wholeMatch(of: /@interface (\w+) \((\w+)\)/), text.contains("@interface \(m.1) (SWIFT_EXTENSION(") { return true }
                // It declares conformances in the category of the extension that adds them:
                // `@interface WDGUser : NSObject` + `@interface WDGUser (SWIFT_EXTENSION(WilddogAuth)) <WDGUserInfo>`.
                if let m = name.wholeMatch(of: /@interface (\w+) : (\w+) <(\w+)>/), text.contains("@interface \(m.1) : \(m.2) "),
                   text.range(of: "@interface \(m.1) \\(SWIFT_EXTENSION\\(\\w+\\)\\) <[^>]*\\b\(m.3)\\b", options: .regularExpression) != nil {
                    return true
                }
                // `__attribute__((deprecated("m"))) @interface X : Y`: `SWIFT_DEPRECATED_MSG("m") @interface X : Y`.
                if name.hasPrefix("__attribute__((deprecated("), let r = name.range(of: "))) ") {
                    let message = name[name.index(name.startIndex, offsetBy: "__attribute__((deprecated(".count)..<r.lowerBound]
                    let declaration = Self.collapse(String(name[r.upperBound...]))
                    if text.contains("SWIFT_DEPRECATED_MSG(\(message)) \(declaration)") { return true }
                }
                let words = name.split(separator: " ")
                return name.hasPrefix("@interface ") && words.count == 2 && text.contains("@compatibility_alias \(words[1]) ")
            }
            if name.hasPrefix("typedef ") || name.hasPrefix("extern ") || name.hasPrefix("#define ") {
                let declared = name.hasPrefix("#define ") ? String(name.split(separator: " ")[1])
                    : (name.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init) ?? "")
                return text.contains(Self.collapse(name.hasPrefix("#define ") ? "#define \(declared)" : name))
                    || (name.hasPrefix("typedef ") && isTypedef(declared))
            }
            let parts = name.split(separator: ".")
            if parts.count == 2 {   // `WDGUserInfo.uid`: a property of the protocol the class adopts
                return properties[String(parts[0])]?.contains(String(parts[1])) ?? false
            }
            if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return text.contains("\(name) = ") || isTypedef(name)
            }
            return false
        }

        private func isTypedef(_ name: String) -> Bool {
            text.range(of: "typedef [^;]*\\b\(name)\\b[^;]*;", options: .regularExpression) != nil
        }
    }

    static let contracts = ObjCTypeCheck.root.appendingPathComponent("Contracts")

    /// The ObjC names of a contract: the section intros (`ObjC \`@interface WQuery : NSObject\``) and,
    /// for each member, the first code span of its second column. Sections without an ObjC header
    /// (the added `WilddogError` codes) and members marked (added) without an ObjC name are skipped.
    static func members(of contract: String) -> [Member] {
        let text = Harness.read(contracts.appendingPathComponent(contract))
        var result: [Member] = []
        var owner: String?
        var skip = false
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("## ") { owner = nil; skip = line.contains("Error domains"); continue }
            if line.hasPrefix("### ") {
                skip = line.contains("Module imports")
                let heading = firstSpan(line) ?? ""
                owner = heading.split(separator: " ").first { $0.first?.isUppercase == true }
                    .map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
                if heading.hasPrefix("@available") { owner = heading.split(separator: " ").last.map(String.init) }
                continue
            }
            if skip { continue }
            if line.hasPrefix("ObjC `") || line.hasPrefix("(added type)") {
                if line.contains("there is no ObjC header") { skip = true; continue }
                if let span = firstSpan(line) { result.append(Member(owner: owner, objc: span, line: n + 1)) }
                continue
            }
            guard line.hasPrefix("- `") else { continue }
            let columns = line.components(separatedBy: " — ")
            guard columns.count >= 3 else { continue }
            var objc = columns[1]
            if objc.hasPrefix("ObjC ") { objc.removeFirst(5) }
            guard objc.hasPrefix("`"), let span = firstSpan(objc) else { continue }
            result.append(Member(owner: owner, objc: span, line: n + 1))
        }
        return result
    }

    static func firstSpan(_ s: String) -> String? {
        guard let a = s.firstIndex(of: "`") else { return nil }
        let rest = s[s.index(after: a)...]
        guard let b = rest.firstIndex(of: "`") else { return nil }
        return String(rest[..<b])
    }

    /// Both header sets: the fixtures (the contracts' own view) and the headers `wilddog-objc-headers`
    /// generates from the toolkit's sources (what an ObjC app compiles against).
    @Test(arguments: [("LEGACY-API.md", ObjCTypeCheck.SDK.legacy), ("NEW-API.md", ObjCTypeCheck.SDK.new)], ObjCTypeCheck.Headers.allCases)
    func everyContractMemberIsDeclaredInTheHeaders(_ contract: (String, ObjCTypeCheck.SDK), _ headers: ObjCTypeCheck.Headers) async throws {
        let (name, sdk) = contract
        let members = Self.members(of: name)
        #expect(members.count >= (sdk == .legacy ? 140 : 280), "only \(members.count) ObjC names read from \(name)")
        let interface = Interface(try await ObjCTypeCheck.headers(headers, sdk))
        let missing = members.filter { !interface.declares($0) }
        #expect(missing.isEmpty, "\(name): \(missing.count) of \(members.count) not declared in the \(headers) \(sdk.rawValue) headers:\n\(missing.map(\.description).joined(separator: "\n"))")
    }

    /// The generated headers declare every method and property of the fixtures (the contracts' own
    /// view, `init NS_UNAVAILABLE` included) with the same types, compared after typedef expansion
    /// (nullability aside, see `ObjCSignatures`).
    @Test(arguments: [ObjCTypeCheck.SDK.legacy, .new])
    func generatedDeclarationsHaveTheContractTypes(_ sdk: ObjCTypeCheck.SDK) async throws {
        let fixture = ObjCSignatures(try await ObjCTypeCheck.headers(.fixtures, sdk))
        let generated = ObjCSignatures(try await ObjCTypeCheck.headers(.generated, sdk))
        var compared = 0
        var differ: [String] = [], absent: [String] = []
        for (owner, members) in fixture.declarations.sorted(by: { $0.key < $1.key }) {
            for (name, signature) in members.sorted(by: { $0.key < $1.key }) {
                guard let other = generated.declarations[owner]?[name] else { absent.append("\(owner) \(name)"); continue }
                compared += 1
                if other != signature { differ.append("\(owner) \(name)\n  contract:  \(signature)\n  generated: \(other)") }
            }
        }
        #expect(compared >= (sdk == .legacy ? 100 : 160), "only \(compared) declarations compared")
        #expect(absent.isEmpty, "declared in the fixtures, not in the generated headers: \(absent)")
        #expect(differ.isEmpty, "\(differ.count) of \(compared) differ:\n\(differ.joined(separator: "\n"))")
    }

    /// The parser really reads the contract's ObjC column, and the checker really fails on a missing member.
    @Test func aMissingMemberIsFound() {
        let members = Self.members(of: "LEGACY-API.md")
        #expect(members.contains { $0.owner == "Wilddog" && $0.objc == "-authUser:password:withCompletionBlock:" })
        #expect(members.contains { $0.owner == "WQuery" && $0.objc == "@property ref" })
        #expect(members.contains { $0.objc == "WEventTypeChildAdded" })
        let interface = Interface(ObjCTypeCheck.root.appendingPathComponent("SDK-1.x"))
        #expect(!interface.declares(.init(owner: "Wilddog", objc: "-authUser:password:completion:", line: 0)))
        #expect(!interface.declares(.init(owner: "WQuery", objc: "-childByAppendingPath:", line: 0)))
        #expect(!interface.declares(.init(owner: "Wilddog", objc: "@property url", line: 0)))
    }
}

/// The type comparison sees what matters to a caller and nothing else.
@Suite struct ObjCSignaturesTests {
    let empty = ObjCSignatures(URL(fileURLWithPath: "/nonexistent-wilddog-headers"))

    @Test func swappedBlockParametersDiffer() {
        #expect(empty.normalize("void (^)(NSError *_Nullable error, WDGUser *_Nullable user)")
                != empty.normalize("void (^ _Nonnull)(WDGUser * _Nullable, NSError * _Nullable)"))
        #expect(empty.normalize("WDGSyncQuery *") != empty.normalize("WDGSyncReference *"))
        #expect(empty.normalize("id<NSObject>") != empty.normalize("int64_t"))
    }

    @Test func namesNullabilityAndGenericsDoNotCount() {
        #expect(empty.normalize("void (^)(NSError *_Nullable error, Wilddog *ref)")
                == empty.normalize("void (^ _Nonnull)(NSError * _Nullable, Wilddog * _Nonnull)"))
        #expect(empty.normalize("NSDictionary<NSString *, id> *") == empty.normalize("NSDictionary * _Nonnull"))
        #expect(empty.normalize("enum WDGDataEventType") == empty.normalize("WDGDataEventType"))
        #expect(empty.normalize("dispatch_queue_t") == empty.normalize("id <OS_dispatch_queue> _Nonnull"))
    }
}
