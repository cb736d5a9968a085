/// An Objective-C selector split into pieces: `authUser:password:withCompletionBlock:` or `unauth`.
struct ObjCSelector: Sendable, Equatable, Hashable {
    var pieces: [String]
    var isUnary: Bool

    init(_ text: String) {
        isUnary = !text.contains(":")
        pieces = isUnary ? [text] : text.split(separator: ":").map(String.init)
    }

    var description: String { isUnary ? pieces[0] : pieces.map { $0 + ":" }.joined() }
}
