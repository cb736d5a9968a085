/// A Swift constructor whose URL argument names a parameter or a stored property (`url`,
/// `self.url`), recorded in the first pass and followed once every file is read.
struct FollowCandidate: Sendable {
    var path: String
    /// Offset of the constructor's first token: the key rules look the result up by.
    var offset: Int
    /// First and last token of the argument.
    var argumentStart: Int
    var argumentEnd: Int
}
