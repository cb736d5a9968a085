/// Engine errors made from rejected input. The codes each SDK generation reports for an engine
/// error are the facades' (`LegacyError` in `Wilddog`, `SyncError` in `WilddogSync`).
extension EngineError {
    /// An error for bad input rejected before anything was written.
    package init(validation: ValidationError) {
        self.init(.invalidParameters, validation.message)
    }
}
