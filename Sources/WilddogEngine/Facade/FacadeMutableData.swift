/// The data a facade's transaction block edits (`WMutableData`, `WDGMutableData`): one node of
/// a run's `MutableData`, and the error that rejects every change made through it when it was
/// reached by an invalid path.
///
/// Bad input cannot throw through the facades' property setters: a rejected change is logged
/// and recorded in the run (`TransactionRun.reject`), which then aborts with that error.
package struct FacadeMutableData {
    package let data: MutableData
    package let run: TransactionRun
    /// Why changes through this node are rejected (it was reached by an invalid path).
    package let rejection: EngineError?

    package init(_ data: MutableData, run: TransactionRun, rejection: EngineError? = nil) {
        self.data = data
        self.run = run
        self.rejection = rejection
    }

    /// Sets the value (clearing the priority), parsed with `method`'s checks at the run's path.
    package func setValue(_ value: Any?, method: String) {
        change(method) { parser throws(ValidationError) in data.setValue(try parser.parse(value)) }
    }

    /// Sets the priority (nil/`NSNull()` removes it), parsed with `method`'s checks.
    package func setPriority(_ priority: Any?, method: String) {
        change(method) { parser throws(ValidationError) in data.setPriority(try parser.parsePriority(priority)) }
    }

    /// Applies a change with the run's parser for `method`, or records why it is rejected.
    private func change(_ method: String, _ apply: (NodeParser) throws(ValidationError) -> Void) {
        if let rejection { return run.reject(rejection) }
        do {
            try apply(run.parser(method, at: data))
        } catch {
            run.reject(EngineError(validation: error))
        }
    }

    /// The direct children, in priority order; changes through them are rejected as here.
    package var children: [FacadeMutableData] {
        data.children.map { FacadeMutableData($0, run: run, rejection: rejection) }
    }

    /// The data at a relative path below this node; changes write through to it. An invalid
    /// path is logged, and every change through the result is rejected: under `rules` that
    /// detach it (2.x) the result reads as empty and carries that path's error, else (1.x) it
    /// reads the data there and keeps the first error.
    package func child(_ pathString: String, method: String, rules: FacadeRules) -> FacadeMutableData {
        do throws(ValidationError) {
            try Validation.validatePathString(pathString, method: method)
        } catch {
            EngineLog.warn(error.message)
            if rules.invalidChildDataIsDetached {
                return FacadeMutableData(MutableData(.empty), run: run, rejection: EngineError(validation: error))
            }
            return FacadeMutableData(data.child(Path(pathString)), run: run,
                                     rejection: rejection ?? EngineError(validation: error))
        }
        return FacadeMutableData(data.child(Path(pathString)), run: run, rejection: rejection)
    }
}
