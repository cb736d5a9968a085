import WilddogEngine

/// The server's answers to one client's writes, kept until the client says it has them, so a
/// write resent after a reconnect is answered again instead of being applied twice.
struct RememberedAnswers {
    private var answers: [Int: WireResponse] = [:]
    /// Every answer below this number has been forgotten.
    private var floor = 0

    subscript(sequence: Int) -> WireResponse? {
        get { answers[sequence] }
        set { if sequence >= floor { answers[sequence] = newValue } }
    }

    /// Forgets the answers to requests numbered below `sequence` (the client has them).
    mutating func forget(below sequence: Int) {
        guard sequence > floor else { return }
        if sequence - floor > answers.count {
            answers = answers.filter { $0.key >= sequence }
        } else {
            for forgotten in floor..<sequence { answers[forgotten] = nil }
        }
        floor = sequence
    }
}
