import Foundation
import WilddogEngine

/// Data handed to a transaction block; pass it to `WDGTransactionResult.success(withValue:)`.
///
/// Setting an invalid value or priority (a non-JSON object, NaN, a Bool priority…) is logged
/// and leaves the data unchanged; the transaction then aborts with 26106 `invalidParameters`
/// and the validation message, instead of committing data the block did not mean.
public class WDGMutableData {
    let engine: MutableData
    let run: TransactionRun
    /// Why this location cannot be written (an invalid path given to `childData(byAppendingPath:)`).
    private let failure: EngineError?

    init(_ engine: MutableData, run: TransactionRun, failure: EngineError? = nil) {
        self.engine = engine
        self.run = run
        self.failure = failure
    }

    /// The data (`NSNull()` when empty); setting it (nil/`NSNull()` deletes) clears the priority.
    public var value: Any? {
        get { engine.node.value }
        set {
            guard failure == nil else { return run.reject(failure!) }
            do {
                engine.setValue(try run.parser("setValue:", at: engine).parse(newValue))
            } catch {
                run.reject(EngineError(validation: error))
            }
        }
    }

    /// The priority (NSNumber or NSString); nil/`NSNull()` removes it.
    public var priority: Any? {
        get { engine.node.priority?.foundationValue }
        set {
            guard failure == nil else { return run.reject(failure!) }
            do {
                engine.setPriority(try run.parser("setPriority:", at: engine).parsePriority(newValue))
            } catch {
                run.reject(EngineError(validation: error))
            }
        }
    }

    /// Number of direct children.
    public var childrenCount: UInt { UInt(engine.node.childCount) }

    /// Enumerator of the direct children as `WDGMutableData`s, in priority order.
    public var children: NSEnumerator {
        NSArray(array: engine.children.map { WDGMutableData($0, run: run, failure: failure) }).objectEnumerator()
    }

    /// Key of this node; nil for the top node.
    public var key: String? { engine.key }

    /// True if this data has children.
    public func hasChildren() -> Bool { engine.hasChildren }

    /// True if data exists at the relative path; false (logged) for an invalid path.
    public func hasChild(atPath path: String) -> Bool {
        engine.hasChild(pathString: path, method: "hasChildAtPath:")
    }

    /// Mutable data at the relative path; changes write through to this data.
    ///
    /// For an invalid path the result reads as empty and every change to it is rejected.
    public func childData(byAppendingPath path: String) -> WDGMutableData {
        do {
            try Validation.validatePathString(path, method: "childDataByAppendingPath:")
        } catch {
            EngineLog.warn(error.message)
            return WDGMutableData(MutableData(.empty), run: run, failure: EngineError(validation: error))
        }
        return WDGMutableData(engine.child(Path(path)), run: run, failure: failure)
    }
}
