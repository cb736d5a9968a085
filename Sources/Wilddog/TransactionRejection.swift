import WilddogEngine

/// The first bad input of one transaction run, which fails the transaction.
final class TransactionRejection {
    private(set) var error: ValidationError?

    /// Logs and keeps the first rejection.
    func record(_ error: ValidationError) {
        EngineLog.warn(error.message)
        if self.error == nil { self.error = error }
    }
}
