import Testing
import Wilddog

@Test func parityTargetLoads() {
    #expect(Bool(true))
}
