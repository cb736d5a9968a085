/// A trace event with the step during which it arrived and the channel that delivered it.
struct TraceEntry: Hashable, Sendable {
    let step: Int
    let channel: Channel
    var event: TraceEvent
}
