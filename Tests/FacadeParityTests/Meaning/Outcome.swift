/// How an operation ended, by meaning.
enum Outcome: Hashable, Sendable, CustomStringConvertible {
    case ok
    case failed(ErrorMeaning)

    /// The outcome of a completion that got `error`, read through `generation`'s table.
    init(_ error: (any Error)?, _ generation: Generation) {
        guard let code = ErrorCode(error) else {
            self = .ok
            return
        }
        self = .failed(generation.meaning(of: code))
    }

    var description: String {
        switch self {
        case .ok: return "ok"
        case .failed(let meaning): return meaning.name
        }
    }
}
