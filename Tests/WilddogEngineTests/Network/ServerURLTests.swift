import Testing
@testable import WilddogEngine

/// Server URLs: servers (the app id is the namespace) and Firebase databases (the host names it).
@Suite struct ServerURLTests {
    @Test func aServerURLKeepsItsSchemeAndPortAndLeavesTheNamespaceToTheApp() throws {
        let local = try ServerURL("http://127.0.0.1:9000")
        #expect(!local.secure && local.host == "127.0.0.1" && local.port == 9000 && local.namespace == nil)
        #expect(local.authority == "127.0.0.1:9000")
        #expect(local.namespace(forApp: "myapp") == "myapp")
        #expect(local.isLocal && !local.isFirebase)
        #expect(try ServerURL("ws://localhost:9000/").authority == "localhost:9000")
        #expect(try ServerURL("wss://db.example.com").secure)
        #expect(try ServerURL("https://db.example.com").port == nil)
        #expect(try !ServerURL("https://db.example.com").isLocal)
        #expect(try ServerURL("http://[::1]:9000").authority == "[::1]:9000")
        #expect(try ServerURL("http://[::1]:9000").isLocal)
        #expect(try ServerURL("http://127.0.0.1:9000?ns=shared").namespace(forApp: "myapp") == "shared")
    }

    @Test func aFirebaseHostNamesTheNamespaceAndAlwaysUsesTLS() throws {
        let rtdb = try ServerURL("https://my-project-default-rtdb.firebaseio.com")
        #expect(rtdb.secure && rtdb.namespace == "my-project-default-rtdb" && rtdb.isFirebase && !rtdb.isLocal)
        #expect(rtdb.namespace(forApp: "legacyapp") == "my-project-default-rtdb")
        let regional = try ServerURL("https://mydb.europe-west1.firebasedatabase.app/")
        #expect(regional.namespace == "mydb" && regional.authority == "mydb.europe-west1.firebasedatabase.app")
        #expect(try ServerURL("http://demo.firebaseio.com").secure)
        #expect(try ServerURL("https://a.firebaseio.com?ns=other").namespace == "other")
        #expect(ServerURL(firebaseHost: "Proj.FirebaseIO.com")?.namespace == "proj")
        #expect(ServerURL(firebaseHost: "myapp.wilddogio.com") == nil)
        #expect(ServerURL.isFirebaseHost("x.firebasedatabase.app"))
        #expect(!ServerURL.isFirebaseHost("firebaseio.com"))
        #expect(!ServerURL.isFirebaseHost(".firebaseio.com"))
        #expect(!ServerURL.isFirebaseHost("evilfirebaseio.com"))
    }

    @Test func unusableURLsAreRefusedWithTheReason() {
        for bad in ["", "127.0.0.1:9000", "ftp://host", "http://", "http://host/path", "http://host:0",
                    "http://host?x=1", "http://host?ns=a/b", "http://host?ns="] {
            #expect(throws: ServerURLError.self, "\(bad)") { try ServerURL(bad) }
        }
        #expect((try? ServerURL("http://host/db"))  == nil)
    }
}
