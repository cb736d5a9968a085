// swift-tools-version: 6.1
// The Wilddog compatibility toolkit: the legacy 1.x API (`Wilddog`), the 2.x API
// (`WilddogCore`, `WilddogSync`, `WilddogAuth`), both on one client engine (`WilddogEngine`); the
// embedded backend (`WilddogBackend`, admin API `WilddogServer`), which the facades install as the
// in-process default; and the `wilddog-migrate` source rewriter.
// No package dependencies: only the toolchain and system libraries.
import PackageDescription

let linuxOnly = TargetDependencyCondition.when(platforms: [.linux, .android, .openbsd])

let package = Package(
    name: "Wilddog",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],
    products: [
        .library(name: "Wilddog", targets: ["Wilddog"]),
        .library(name: "WilddogCore", targets: ["WilddogCore"]),
        .library(name: "WilddogSync", targets: ["WilddogSync"]),
        .library(name: "WilddogAuth", targets: ["WilddogAuth"]),
        .library(name: "WilddogServer", targets: ["WilddogServer"]),
        .library(name: "WilddogTesting", targets: ["WilddogTesting"]),
        .library(name: "WilddogMigration", targets: ["WilddogMigration"]),
        .executable(name: "wilddog-migrate", targets: ["wilddog-migrate"]),
        .executable(name: "wilddog-objc-headers", targets: ["wilddog-objc-headers"]),
        // Objective-C apps on Apple platforms: `#import <Wilddog/Wilddog.h>`, `<WilddogSync/WilddogSync.h>`…
        .library(name: "WilddogObjC", targets: ["WilddogObjC"]),
        .executable(name: "wilddog-bench", targets: ["wilddog-bench"]),
        .executable(name: "wilddog-shutdown-stress", targets: ["wilddog-shutdown-stress"]),
        // The network server: the embedded backend over the Firebase RTDB protocol (WebSocket, REST).
        .executable(name: "wilddog-server", targets: ["wilddog-server"]),
    ],
    targets: [
        // OpenSSL's libcrypto on Linux (Apple platforms use CryptoKit / CommonCrypto instead).
        .systemLibrary(name: "CWilddogCrypto", path: "Sources/CWilddogCrypto"),
        // The system SQLite library for client persistence on Linux (Apple platforms: the SDK's SQLite3).
        .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
        // OpenSSL's libssl (with libcrypto) on Linux: TLS and the WebSocket handshake digest.
        // CWilddogLinux: epoll, eventfd and accept4, which the Glibc module does not expose.
        .systemLibrary(name: "CWilddogSSL", path: "Sources/CWilddogSSL"),

        // The byte layers of the network (event loop, TCP, TLS, HTTP/1.1, WebSocket), used by the
        // client transport and by the server. It depends on no other module of the package.
        .systemLibrary(name: "CWilddogLinux", path: "Sources/CWilddogLinux"),
        .target(name: "WilddogNetwork", dependencies: [
            .target(name: "CWilddogSSL", condition: linuxOnly),
            .target(name: "CWilddogLinux", condition: linuxOnly),
        ]),

        // The client engine: data model, sync tree, views, repo, connection, auth client, the wire
        // codec and the network transport. It reaches a backend only through `BackendRouting`; it
        // never imports one. `package` API only.
        .target(
            name: "WilddogEngine",
            dependencies: [
                "WilddogNetwork",
                .target(name: "CWilddogCrypto", condition: linuxOnly),
                .target(name: "CSQLite", condition: linuxOnly),
            ]
        ),

        // The embedded backend: data server, security rules, accounts. `package` API only.
        .target(name: "WilddogBackend", dependencies: ["WilddogEngine"]),

        // Public facades: thin adapters over the engine. `WilddogCore` installs the in-process
        // backend as the default before any app exists (both APIs go through it).
        .target(name: "WilddogCore", dependencies: ["WilddogEngine", "WilddogBackend"]),
        .target(name: "WilddogSync", dependencies: ["WilddogCore", "WilddogEngine"]),
        .target(name: "WilddogAuth", dependencies: ["WilddogCore", "WilddogEngine"]),
        .target(name: "Wilddog", dependencies: ["WilddogCore", "WilddogSync", "WilddogAuth", "WilddogEngine"]),
        .target(name: "WilddogServer", dependencies: ["WilddogEngine", "WilddogBackend"]),
        // The network server: namespaces of the embedded backend served over WebSocket (`/.ws`) and
        // HTTP, with an optional SQLite store. `package` API; `wilddog-server` is its thin front.
        .target(name: "WilddogNetworkServer", dependencies: ["WilddogNetwork", "WilddogBackend", "WilddogEngine"]),
        .executableTarget(name: "wilddog-server", dependencies: ["WilddogNetworkServer"]),
        // Diff 1.x and 2.x behaviour in the users' own tests (Swift Testing or XCTest).
        .target(
            name: "WilddogTesting",
            dependencies: ["Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth", "WilddogServer", "WilddogBackend",
                           "WilddogEngine"]
        ),

        // The source rewriter.
        .target(name: "WilddogMigration"),
        .executableTarget(name: "wilddog-migrate", dependencies: ["WilddogMigration"]),

        // The Objective-C headers of both APIs: the umbrella headers an ObjC app imports (hand-written:
        // macros, typedefs, NSString constants; they import the Swift modules' generated headers) and
        // the constants' definitions on Apple platforms.
        .target(name: "WilddogObjC", dependencies: ["Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth"]),
        // `swift run wilddog-objc-headers --output DIR`: the generated headers, for type-checking ObjC on
        // Linux. It depends on the facades so that `swift run` builds the modules it reads.
        .target(name: "WilddogObjCHeaders"),
        .executableTarget(
            name: "wilddog-objc-headers",
            dependencies: ["WilddogObjCHeaders", "Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth"]
        ),

        // Release-mode benchmarks: `swift run -c release wilddog-bench [engine|repo|migrate|persistence]`.
        .target(name: "CBenchSupport"),
        .executableTarget(name: "wilddog-bench",
                          dependencies: ["WilddogEngine", "WilddogBackend", "WilddogMigration", "CBenchSupport", "Wilddog",
                                         "WilddogNetwork", "WilddogNetworkServer"]),

        // The migration loop: a legacy program (built against `Wilddog`) and its committed
        // migration by `wilddog-migrate` (built against the 2.x modules); both print the same trace.
        .executableTarget(name: "LegacyCorpus", dependencies: ["Wilddog"], path: "Examples/LegacyCorpus", exclude: ["README.md"]),
        .executableTarget(name: "MigratedCorpus", dependencies: ["WilddogCore", "WilddogSync", "WilddogAuth"],
                          path: "Examples/MigratedCorpus", exclude: ["README.md", "findings.txt"]),
        // The same loop for a program whose URL reaches `Wilddog(url:)` through an initializer's parameter.
        .executableTarget(name: "LegacyScoreBoard", dependencies: ["Wilddog"], path: "Examples/LegacyScoreBoard", exclude: ["README.md"]),
        .executableTarget(name: "MigratedScoreBoard", dependencies: ["WilddogCore", "WilddogSync", "WilddogAuth"],
                          path: "Examples/MigratedScoreBoard", exclude: ["README.md", "findings.txt"]),
        // A second app reading the score board's game: with both routed to one `wilddog-server`,
        // two processes (legacy and migrated) share data.
        .executableTarget(name: "LegacyScoreReader", dependencies: ["Wilddog"], path: "Examples/LegacyScoreReader", exclude: ["README.md"]),
        .executableTarget(name: "MigratedScoreReader", dependencies: ["WilddogCore", "WilddogSync", "WilddogAuth"],
                          path: "Examples/MigratedScoreReader", exclude: ["README.md", "findings.txt"]),

        // The child process of the persistence durability test (killed with SIGKILL while writing).
        .executableTarget(name: "wilddog-persistence-child", dependencies: ["WilddogEngine", "WilddogBackend"]),
        // The child process of the network persistence test (offline writes reach a server after a restart).
        .executableTarget(name: "wilddog-network-child", dependencies: ["WilddogEngine"]),
        // The child process of the two-API sign-in test: a legacy or a migrated app routed to a server.
        .executableTarget(name: "wilddog-auth-child", dependencies: ["Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth"]),

        // Short-lived host processes that exit with work in flight: `wilddog-shutdown-stress`.
        .executableTarget(
            name: "wilddog-shutdown-stress",
            dependencies: ["Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth", "WilddogServer", "WilddogEngine"]
        ),

        .testTarget(name: "WilddogEngineTests", dependencies: ["WilddogEngine", "WilddogBackend", "WilddogNetwork", "Wilddog", "wilddog-persistence-child", "wilddog-network-child", "WilddogTestSupport",
                                                           "WilddogNetworkServer"]),
        .testTarget(
            name: "SyncPointConformanceTests",
            dependencies: ["WilddogEngine"],
            resources: [.copy("Resources/syncPointSpec.json")]
        ),
        .testTarget(name: "WilddogNetworkTests", dependencies: ["WilddogNetwork", "WilddogTestSupport"]),
        // The server over real loopback sockets; the durability suite kills `wilddog-server` children.
        .testTarget(name: "WilddogNetworkServerTests",
                    dependencies: ["WilddogNetworkServer", "WilddogNetwork", "WilddogBackend", "WilddogEngine", "wilddog-server", "WilddogTestSupport"]),
        .testTarget(name: "WilddogServerTests", dependencies: ["WilddogServer", "WilddogBackend", "WilddogEngine"]),
        // Helpers shared by the test targets (no Testing import: a plain library under Tests/).
        .target(name: "WilddogTestSupport", dependencies: ["WilddogEngine", "WilddogBackend", "WilddogNetwork", "WilddogNetworkServer"], path: "Tests/WilddogTestSupport"),
        .testTarget(name: "WilddogTests", dependencies: ["Wilddog", "WilddogServer", "WilddogEngine", "WilddogTestSupport"]),
        // Legacy call sites in Swift 6 mode: this target only has to build.
        .testTarget(name: "WilddogCompileTests", dependencies: ["Wilddog"]),
        .testTarget(name: "WilddogSyncTests", dependencies: ["WilddogSync", "WilddogServer", "WilddogEngine", "WilddogTestSupport"]),
        // Both auth APIs of apps routed to a `wilddog-server` on loopback (accounts over HTTP).
        .testTarget(name: "WilddogAuthNetworkTests",
                    dependencies: ["Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth", "WilddogServer", "WilddogNetworkServer",
                                   "WilddogBackend", "WilddogEngine", "WilddogTestSupport", "wilddog-auth-child"]),
        .testTarget(name: "WilddogAuthTests", dependencies: ["WilddogAuth", "WilddogSync", "WilddogServer", "WilddogBackend", "WilddogEngine", "WilddogTestSupport"]),
        .testTarget(
            name: "FacadeParityTests",
            dependencies: ["Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth", "WilddogServer", "WilddogTesting",
                           "LegacyCorpus", "MigratedCorpus", "LegacyScoreBoard", "MigratedScoreBoard", "LegacyScoreReader",
                           "MigratedScoreReader", "wilddog-server", "WilddogEngine",
                           "WilddogTestSupport"]
        ),
        .testTarget(
            name: "WilddogTestingTests",
            dependencies: ["WilddogTesting", "Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth", "WilddogServer"]
        ),
        // A half-migrated app: legacy and 2.x code sharing one app (data, connection, auth).
        .testTarget(
            name: "MixedMigrationTests",
            dependencies: ["Wilddog", "WilddogCore", "WilddogSync", "WilddogAuth", "WilddogServer", "WilddogEngine",
                           "WilddogTesting", "WilddogTestSupport"]
        ),
        .testTarget(
            name: "WilddogMigrationTests",
            // The 2.x modules: the loop test type-checks migrated code against them.
            dependencies: ["WilddogMigration", "WilddogCore", "WilddogSync", "WilddogAuth", "WilddogTestSupport",
                           "WilddogObjCHeaders", "Wilddog"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
