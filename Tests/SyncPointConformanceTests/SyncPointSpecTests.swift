import Foundation
import Testing

@Test func specFileIsBundled() throws {
    let url = try #require(Bundle.module.url(forResource: "syncPointSpec", withExtension: "json"))
    let data = try Data(contentsOf: url)
    #expect(data.count > 100_000)
}
