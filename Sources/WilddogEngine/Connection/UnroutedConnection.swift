/// A link that never connects: requests are never answered (they stay pending, as offline).
final class UnroutedConnection: ServerConnection {
    func send(_ request: WireRequest, id: WireRequestID?, reply: @escaping @Sendable (WireResponse) -> Void) {}
    func close() {}
}
