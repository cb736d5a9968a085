/// Session ids of the hello (`s`): 32 URL-safe alphanumerics from the system's secure generator,
/// as production's are (WIRE-PROTOCOL.md §1.3).
enum SessionID {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in alphabet[Int(generator.next(upperBound: UInt32(alphabet.count)))] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
