import Testing
@testable import WilddogEngine

@Test func sdkVersionIsNotEmpty() {
    #expect(!EngineInfo.sdkVersion.isEmpty)
}
