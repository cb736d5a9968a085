import Foundation
import WilddogEngine

/// The data a transaction block edits; pass it to `WTransactionResult.successWithValue(_:)` to save it.
///
/// Bad input cannot throw through the property setters: it is logged and recorded, nothing is
/// changed, and the transaction then fails with that error (`OperationFailed`).
public class WMutableData {
    let data: MutableData
    let run: TransactionRun
    /// Set when this data was reached through an invalid path: writes through it are rejected.
    let pathError: ValidationError?

    init(_ data: MutableData, run: TransactionRun, pathError: ValidationError? = nil) {
        self.data = data
        self.run = run
        self.pathError = pathError
    }

    /// True if the current data has children.
    public func hasChildren() -> Bool { data.hasChildren }

    /// True if data exists at the relative path (false for an invalid path, logged).
    public func hasChildAtPath(_ path: String) -> Bool {
        data.hasChild(pathString: path, method: "hasChildAtPath:", argument: "childPathString")
    }

    /// Mutable data for a relative path; modifying it modifies this data.
    public func childDataByAppendingPath(_ path: String) -> WMutableData {
        let method = "childDataByAppendingPath:"
        var error = pathError
        do throws(ValidationError) {
            try Validation.validatePathString(path, method: method, argument: "path")
        } catch let rejection {
            EngineLog.warn(rejection.message)
            if error == nil { error = rejection }
        }
        return WMutableData(data.child(Path(path)), run: run, pathError: error)
    }

    /// The current data (`NSNull()` when empty); setting it clears this node's priority and
    /// nil/`NSNull()` deletes.
    public var value: Any? {
        get { data.node.value }
        set {
            let method = "WMutableData setValue:"
            do throws(ValidationError) {
                if let pathError { throw pathError }
                data.setValue(try run.parser(method, at: data).parse(newValue))
            } catch {
                run.reject(EngineError(validation: error))
            }
        }
    }

    /// The priority (NSNumber or String, nil when none); set nil/`NSNull()` to remove it.
    public var priority: Any? {
        get { data.node.priority?.foundationValue }
        set {
            let method = "WMutableData setPriority:"
            do throws(ValidationError) {
                if let pathError { throw pathError }
                data.setPriority(try run.parser(method, at: data).parsePriority(newValue))
            } catch {
                run.reject(EngineError(validation: error))
            }
        }
    }

    /// The number of direct children.
    public var childrenCount: UInt { UInt(data.node.childCount) }

    /// The direct children as `WMutableData`s, in priority order.
    public var children: NSEnumerator {
        NSArray(array: data.children.map { WMutableData($0, run: run, pathError: pathError) }).objectEnumerator()
    }

    /// The key of this node; nil for the top node of the transaction.
    public var key: String? { data.key }
}
