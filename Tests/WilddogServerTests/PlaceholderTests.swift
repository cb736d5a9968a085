import Testing
import WilddogServer

@Test func serverModuleLoads() {
    #expect(WilddogServer(appId: "x").appId == "x")
}
