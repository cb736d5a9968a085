import Testing
import Wilddog

@Test func legacyModuleLoads() {
    #expect(Bool(true))
}
