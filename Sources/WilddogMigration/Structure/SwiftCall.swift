/// A Swift call `receiver.name(label: arg, …) { trailing } label2: { … }`, as token indices.
struct SwiftCall: Sendable {
    struct Argument: Sendable {
        /// The label token, if the argument is labelled.
        var label: Int?
        /// First and last token of the argument's expression.
        var start: Int
        var end: Int
        var isTrailingClosure: Bool
    }

    var name: Int
    /// The `.` before the name, if the call has a receiver.
    var dot: Int?
    /// First token of the receiver expression.
    var receiverStart: Int?
    var openParen: Int?
    var closeParen: Int?
    var arguments: [Argument]
    /// Last token of the call.
    var end: Int
}
