import WilddogEngine

extension AuthServiceError {
    /// Runs a crypto primitive; a library failure (e.g. during process exit) becomes the
    /// SDK's generic server failure (22001 · −9999), so the operation fails instead of trapping.
    static func crypto<T>(_ body: () throws(CryptoFailure) -> T) throws(AuthServiceError) -> T {
        do throws(CryptoFailure) {
            return try body()
        } catch {
            throw .failure(detail: error.description)
        }
    }
}
