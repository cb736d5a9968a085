import Testing
import WilddogSync

@Test func syncModuleLoads() {
    #expect(Bool(true))
}
