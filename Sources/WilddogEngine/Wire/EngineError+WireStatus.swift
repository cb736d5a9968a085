/// Status strings of replies and revocations (WIRE-PROTOCOL.md §3.1) and the engine's codes.
extension EngineError {
    /// The status a server sends for this error: the SDKs' strings (`permission_denied`,
    /// `datastale`, `expired_token`, `invalid_token`, `unavailable`), `failure` for a failed
    /// operation, the code itself otherwise.
    package var wireStatus: String {
        switch code {
        case .operationFailed: return "failure"
        default: return code.rawValue
        }
    }

    /// The error a client reports for a failure status and its message (`d`). `failure`,
    /// `operation_failed` and `too_big` are failed operations; unknown statuses are `unknown`
    /// errors that name the status.
    package init(wireStatus status: String, message: String?) {
        let text = message.flatMap { $0.isEmpty ? nil : $0 }
        switch status {
        case "failure", "too_big":
            self.init(.operationFailed, text.map { status == "too_big" ? "too_big: \($0)" : $0 })
        default:
            if let code = Code(rawValue: status) {
                self.init(code, text)
            } else {
                self.init(.unknown, "\(status): \(text ?? EngineError.defaultMessage(.unknown))")
            }
        }
    }
}
