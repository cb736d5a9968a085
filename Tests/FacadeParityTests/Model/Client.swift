/// Which client of a facade run performs an operation: the app under test or a second app on
/// the same backend (contention, cross-client observation).
enum Client: String, Sendable {
    case main
    case second
}
