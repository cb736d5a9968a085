import Testing
import WilddogNetwork
@testable import WilddogNetworkServer

@Suite struct RouterTests {
    @Test func namespaceComesFromTheParameterElseTheHostsFirstLabel() throws {
        let byParameter = HTTPRequest(method: "GET", target: "/.ws?v=5&p=1:123:web:abc&ns=demo-ns", headers: ["Host": "127.0.0.1:9000"])
        #expect(try NamespaceName.resolve(byParameter).get() == "demo-ns")
        let byHost = HTTPRequest(method: "GET", target: "/.ws?v=5", headers: ["Host": "MyApp.example.com:9000"])
        #expect(try NamespaceName.resolve(byHost).get() == "myapp")
        let none = HTTPRequest(method: "GET", target: "/.ws?v=5", headers: ["Host": "localhost:9000"])
        #expect(NamespaceName.resolve(none) == .failure(.missing))
        let ip = HTTPRequest(method: "GET", target: "/.ws?v=5", headers: ["Host": "10.1.2.3"])
        #expect(NamespaceName.resolve(ip) == .failure(.missing))
        let bad = HTTPRequest(method: "GET", target: "/.ws?ns=a/b", headers: ["Host": "localhost"])
        #expect(NamespaceName.resolve(bad) == .failure(.invalid("a/b")))
    }
}
