/// An Objective-C message send `[receiver piece:arg piece2:arg2]`, as token indices.
struct ObjCMessageSend: Sendable {
    /// One selector piece and its argument (an empty argument range for unary selectors).
    struct Piece: Sendable {
        var name: Int
        var colon: Int?
        var argumentStart: Int
        var argumentEnd: Int
        var hasArgument: Bool { colon != nil && argumentStart <= argumentEnd }
    }

    var open: Int
    var close: Int
    var receiverStart: Int
    var receiverEnd: Int
    var pieces: [Piece]
}
