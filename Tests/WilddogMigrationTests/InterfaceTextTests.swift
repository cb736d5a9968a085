import Testing
@testable import WilddogObjCHeaders

/// The text changes `wilddog-objc-headers` makes to a Linux interface before the mock-SDK step.
@Suite struct InterfaceTextTests {
    static let interface = """
        // swift-interface-format-version: 1.0
        // swift-module-flags: -target x86_64-unknown-linux-gnu -disable-objc-interop -module-name WilddogAuth -module-alias Module___WilddogCore=WilddogCore -module-alias Module___Dispatch=Dispatch
        import Module___Dispatch
        import Foundation
        import Synchronization
        @_exported import Module___WilddogCore
        @_hasMissingDesignatedInitializers public class WDGAuth : Foundation.NSObject {
          public var photoURL: FoundationEssentials.URL? {
            get
          }
        }
        public class WDGOptions : Foundation.NSObject {
          public init(syncURL: Swift.String)
        }
        @_hasMissingDesignatedInitializers public class WDGMade : Foundation.NSObject {
          override public init()
        }
        """

    static let forward = """
        #if canImport(ObjectiveC)
        import Dispatch
        import WilddogCore
        internal import WilddogEngine
        extension WDGAuth {
            @available(swift, obsoleted: 1) @objc(signOut:) public func __signOut() throws { try signOut() }
        }
        #endif
        """

    @Test func theInterfaceBecomesTheAppleOne() {
        let text = InterfaceText.prepare(Self.interface, facades: ["WilddogCore", "WilddogAuth"], objcSources: [("/p/WDGAuth+ObjC.swift", Self.forward)])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1].contains("-enable-objc-interop") && !text.contains("-disable-objc-interop"))
        #expect(text.contains("photoURL: Foundation.URL?") && !text.contains("FoundationEssentials"))
        // Imports: engine and Synchronization dropped, aliased modules by their alias, no duplicates.
        #expect(!text.contains("Synchronization") && !text.contains("WilddogEngine"))
        #expect(lines.filter { $0 == "import Module___Dispatch" }.count == 1)
        #expect(lines.contains("import Module___WilddogCore") && !lines.contains("import WilddogCore"))
        #expect(lines.firstIndex(of: "import Module___WilddogCore")! < lines.firstIndex(of: "extension WDGAuth {")!)
        // The forward file under its own name and lines (its imports left blank): errors name it.
        let start = lines.firstIndex(of: "#sourceLocation(file: \"/p/WDGAuth+ObjC.swift\", line: 1)")!
        let original = Self.forward.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.firstIndex(of: "extension WDGAuth {")! - start == original.firstIndex(of: "extension WDGAuth {")! + 1)
        #expect(lines[start + 1] == "#if canImport(ObjectiveC)" && lines[start + 2] == "")
        #expect(lines[start + original.count + 1] == "#sourceLocation()")
        // The throwing forward in its NSError** form.
        #expect(text.contains("    @discardableResult @available(swift, obsoleted: 1) @objc(signOut:) public func __signOut(_ error: Swift.UnsafeMutablePointer<Foundation.NSError?>?) -> Swift.Bool { (try? { () throws in try signOut() }()) != nil }"))
        // init unavailable where no public init() exists, and only there.
        #expect(lines.filter { $0 == "  @available(*, unavailable) override public init()" }.count == 1)
        let auth = lines.firstIndex { $0.contains("class WDGAuth") }!
        #expect(lines[auth + 1] == "  @available(*, unavailable) override public init()")
        let made = lines.firstIndex { $0.contains("class WDGMade") }!
        #expect(lines[made + 1] == "  override public init()")
    }

    @Test func withoutForwardsOnlyTheTypesRemain() {
        let text = InterfaceText.prepare(Self.interface, facades: ["WilddogCore", "WilddogAuth"], objcSources: [])
        #expect(!text.contains("unavailable") && !text.contains("__signOut"))
    }

    @Test func outParameterFormLeavesOtherLinesAlone() {
        let plain = "    @available(swift, obsoleted: 1) @objc(signOut) public func __signOut() { signOut() }"
        #expect(InterfaceText.outParameterForm(plain) == plain)
        let result = "    @objc(userWithToken:) public func __user(_ t: String) throws -> WDGUser { try user(t) }"
        #expect(InterfaceText.outParameterForm(result)
                == "    @objc(userWithToken:) public func __user(_ t: String, _ error: Swift.UnsafeMutablePointer<Foundation.NSError?>?) -> WDGUser? { try? { () throws -> WDGUser in try user(t) }() }")
        // An `@discardableResult` already there is not repeated.
        let marked = "    @discardableResult @objc(signOut:) public func __signOut() throws { try signOut() }"
        #expect(InterfaceText.outParameterForm(marked).components(separatedBy: "@discardableResult").count == 2)
    }

    /// The guarded `@objc(Name)` of a class is read from its source and put on the interface's class.
    @Test func classNamesComeFromTheSourcesAndGoOnTheInterfaceClasses() {
        let source = """
            /// The entry point.
            #if canImport(ObjectiveC)
            @objc(WDGApp)
            #endif
            @available(*, deprecated, message: "x")
            public class WDGApp: NSObject {
            }
            #if canImport(ObjectiveC)
            @objc(Renamed)
            #endif
            public final class Other: NSObject {}
            #if _runtime(_ObjC)
            @objc
            #endif
            public enum E: Int { case a }
            public class Plain: NSObject {}
            """
        let names = ClassNames.declared(in: source)
        #expect(names == ["WDGApp": "WDGApp", "Other": "Renamed"])
        let text = InterfaceText.prepare(Self.interface, facades: ["WilddogCore", "WilddogAuth"], objcSources: [],
                                         classNames: ["WDGAuth": "WDGAuth", "WDGOptions": "WDGOptions"])
        #expect(text.contains("\n@_hasMissingDesignatedInitializers @objc(WDGAuth) public class WDGAuth : Foundation.NSObject {\n"))
        #expect(text.contains("\n@objc(WDGOptions) public class WDGOptions : Foundation.NSObject {\n"))
        #expect(text.contains("\n@_hasMissingDesignatedInitializers public class WDGMade : Foundation.NSObject {\n"))
    }
}
