import Foundation

/// A small SDK that lets the Swift compiler apply Objective-C interop on Linux, the way the
/// compiler's own test suite does (`test/Inputs/clang-importer-sdk`): clang modules `ObjectiveC`
/// (a root `NSObject`) and `Foundation` (the classes the Wilddog API uses), a Swift `Foundation`
/// overlay declaring how `String`, `Array`, `Dictionary`, `Set`, `AnyHashable`, `URL`, `Date` and
/// `Data` bridge to them, and a `Dispatch` whose `DispatchQueue` is the Objective-C
/// `dispatch_queue_t` object type (`id<OS_dispatch_queue>` in the generated header). The
/// `swift_bridge` attributes stand for Apple's Foundation API notes (`NSString` imports as `String`).
/// Nothing here is linked or run: it only has to type-check. Foundation also brings what Apple's
/// does for SDK headers (libdispatch, `int64_t`, the `NS_…` annotation macros), so that the SDK
/// interface headers of the tests' fixtures import into Swift here too.
package enum MockSDK {
    package static let files: [(path: String, text: String)] = [
        ("module.modulemap", """
            module ObjectiveC { header "ObjectiveC/objc.h" export * }
            module Foundation { header "Foundation/Foundation.h" export * }
            module WilddogMockDispatch { header "Dispatch/dispatch.h" export * }

            """),
        ("ObjectiveC/objc.h", """
            typedef signed char BOOL;
            typedef long NSInteger;
            typedef unsigned long NSUInteger;
            typedef struct objc_object *id;
            typedef struct objc_selector *SEL;
            typedef struct objc_class *Class;
            @protocol NSObject
            - (BOOL)isEqual:(id _Nullable)object;
            @property (readonly) NSUInteger hash;
            @end
            __attribute__((objc_root_class))
            @interface NSObject <NSObject>
            + (instancetype)alloc;
            - (instancetype)init;
            @end

            """),
        ("Foundation/Foundation.h", """
            @import ObjectiveC;
            @protocol NSCopying
            - (id)copy;
            @end
            #define WDG_BRIDGE(t) __attribute__((swift_bridge(#t)))
            WDG_BRIDGE(Swift.String) @interface NSString : NSObject <NSCopying> @end
            WDG_BRIDGE(Swift.Array) @interface NSArray<__covariant ObjectType> : NSObject <NSCopying> @end
            WDG_BRIDGE(Swift.Dictionary) @interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying> @end
            WDG_BRIDGE(Swift.Set) @interface NSSet<__covariant ObjectType> : NSObject <NSCopying> @end
            @interface NSNumber : NSObject <NSCopying> @end
            @interface NSError : NSObject @end
            @interface NSEnumerator<ObjectType> : NSObject @end
            WDG_BRIDGE(Foundation.URL) @interface NSURL : NSObject <NSCopying> @end
            WDG_BRIDGE(Foundation.Date) @interface NSDate : NSObject <NSCopying> @end
            WDG_BRIDGE(Foundation.Data) @interface NSData : NSObject <NSCopying> @end
            @interface NSNull : NSObject @end
            @interface NSObject (NSObjectDescription)
            @property (readonly, copy) NSString * _Nonnull description;
            @property (readonly, copy) NSString * _Nonnull debugDescription;
            @end
            // What Apple's Foundation brings that SDK headers use: libdispatch, <stdint.h>'s int64_t and
            // the annotation macros.
            @import WilddogMockDispatch;
            typedef long long int64_t;
            #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
            #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
            #define NS_SWIFT_NAME(name) __attribute__((swift_name(#name)))
            #define NS_UNAVAILABLE __attribute__((unavailable))
            #define __deprecated_msg(message) __attribute__((deprecated(message)))
            #define NS_ENUM(_type, _name) enum __attribute__((enum_extensibility(open))) _name : _type _name; \\
                enum __attribute__((enum_extensibility(open))) _name : _type

            """),
        ("Dispatch/dispatch.h", """
            @import ObjectiveC;
            @protocol OS_dispatch_object <NSObject>
            @end
            @protocol OS_dispatch_queue <OS_dispatch_object>
            @end
            typedef NSObject<OS_dispatch_queue> *dispatch_queue_t;

            """),
        ("overlays/ObjectiveC.swift", """
            @_exported import ObjectiveC
            public struct ObjCBool {
              private var value: Int8
              public init(_ value: Bool) { self.value = value ? 1 : 0 }
              public var boolValue: Bool { value != 0 }
            }
            public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
            public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

            """),
        ("overlays/Foundation.swift", """
            @_exported import Foundation
            \(bridging("String", "NSString", empty: "\"\""))
            \(bridging("Array", "NSArray", empty: "[]"))
            \(bridging("Dictionary", "NSDictionary", empty: "[:]"))
            \(bridging("Set", "NSSet", empty: "[]"))
            \(bridging("AnyHashable", "NSObject", empty: "fatalError()"))
            public struct URL: Hashable, Sendable {}
            \(bridging("URL", "NSURL", empty: "URL()"))
            public struct Date: Hashable, Sendable {}
            \(bridging("Date", "NSDate", empty: "Date()"))
            public struct Data: Hashable, Sendable {}
            \(bridging("Data", "NSData", empty: "Data()"))
            public typealias TimeInterval = Double

            """),
        ("overlays/Dispatch.swift", """
            @_exported import WilddogMockDispatch
            public typealias DispatchQueue = dispatch_queue_t

            """),
    ]

    private static func bridging(_ type: String, _ objc: String, empty: String) -> String {
        """
        extension \(type): _ObjectiveCBridgeable {
          public func _bridgeToObjectiveC() -> \(objc) { fatalError() }
          public static func _forceBridgeFromObjectiveC(_ x: \(objc), result: inout \(type)?) {}
          public static func _conditionallyBridgeFromObjectiveC(_ x: \(objc), result: inout \(type)?) -> Bool { true }
          public static func _unconditionallyBridgeFromObjectiveC(_ x: \(objc)?) -> \(type) { \(empty) }
        }
        """
    }

    /// Writes the SDK into `directory` and builds its Swift overlays into `directory/modules`.
    /// Fails when the toolchain cannot compile with Objective-C interop. `files` replaces the SDK's
    /// text (a test adds the Foundation API its programs use).
    package static func build(in directory: URL, swiftc: String,
                              files: [(path: String, text: String)] = files) throws(HeaderGenerationError) {
        let fm = FileManager.default
        do {
            for f in files {
                let url = directory.appendingPathComponent(f.path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try f.text.write(to: url, atomically: false, encoding: .utf8)
            }
            try fm.createDirectory(at: directory.appendingPathComponent("modules"), withIntermediateDirectories: true)
        } catch {
            throw HeaderGenerationError("cannot write the mock SDK in \(directory.path): \(error)")
        }
        for overlay in ["ObjectiveC", "Foundation", "Dispatch"] {
            let result = try Subprocess.run(swiftc, ["-frontend", "-emit-module", "-enable-objc-interop",
                "-disable-objc-attr-requires-foundation-module", "-module-name", overlay,
                "-I", directory.path, "-I", directory.appendingPathComponent("modules").path,
                directory.appendingPathComponent("overlays/\(overlay).swift").path,
                "-o", directory.appendingPathComponent("modules/\(overlay).swiftmodule").path], timeout: 300)
            guard result.status == 0, !result.timedOut else {
                throw HeaderGenerationError("""
                    this toolchain cannot type-check Swift with Objective-C interop (\(swiftc) -frontend -enable-objc-interop \
                    failed building the mock SDK's \(overlay) overlay\(result.timedOut ? ": timed out" : "")):
                    \(result.output)
                    """)
            }
        }
    }
}
