import Testing
import WilddogAuth

@Test func authModuleLoads() {
    #expect(Bool(true))
}
