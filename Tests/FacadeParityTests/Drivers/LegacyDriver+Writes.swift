import Dispatch
import Wilddog

/// Writes, childByAutoId and transactions through the 1.x API.
extension LegacyDriver {
    private func completion(_ name: String, _ client: Client, _ done: @escaping @Sendable () -> Void) -> (Error?, Wilddog) -> Void {
        let recorder = recorder
        return { error, _ in
            recorder.record(.data(client), .completion(operation: name, outcome: Outcome(error, Self.generation)))
            done()
        }
    }

    func write(_ operation: WriteOperation, client: Client, done: @escaping @Sendable () -> Void) {
        let block = completion(operation.name, client, done)
        switch operation {
        case .set(let path, let value, nil): ref(path, client).setValue(value, withCompletionBlock: block)
        case .set(let path, let value, let priority): ref(path, client).setValue(value, andPriority: priority, withCompletionBlock: block)
        case .update(let path, let values): ref(path, client).updateChildValues(values, withCompletionBlock: block)
        case .remove(let path): ref(path, client).removeValueWithCompletionBlock(block)
        case .setPriority(let path, let priority): ref(path, client).setPriority(priority, withCompletionBlock: block)
        case .onDisconnectSet(let path, let value, nil): ref(path, client).onDisconnectSetValue(value, withCompletionBlock: block)
        case .onDisconnectSet(let path, let value, let priority):
            ref(path, client).onDisconnectSetValue(value, andPriority: priority, withCompletionBlock: block)
        case .onDisconnectUpdate(let path, let values): ref(path, client).onDisconnectUpdateChildValues(values, withCompletionBlock: block)
        case .onDisconnectRemove(let path): ref(path, client).onDisconnectRemoveValueWithCompletionBlock(block)
        case .cancelOnDisconnect(let path): ref(path, client).cancelDisconnectOperationsWithCompletionBlock(block)
        }
    }

    func push(_ path: String, value: Any?, done: @escaping @Sendable () -> Void) -> String {
        let child = ref(path).childByAutoId()
        child.setValue(value, withCompletionBlock: completion("childByAutoId+setValue", .main, done))
        return child.key
    }

    func transaction(_ path: String, plan: TransactionPlan, localEvents: Bool, done: @escaping @Sendable () -> Void) {
        let recorder = recorder
        let contender = ref(path, .second)
        var runs = 0
        ref(path).runTransactionBlock({ data in
            runs += 1
            recorder.record(.transactionBlock, .transactionRun(run: runs, input: transactionInput(data.value, data.priority)))
            if let value = plan.contenderValue(onRun: runs) {
                // Blocks this run until the second app's write is on the server, so the
                // commit of this run is stale.
                let written = DispatchSemaphore(value: 0)
                contender.setValue(value) { error, _ in
                    recorder.record(.second, .completion(operation: "second setValue", outcome: Outcome(error, Self.generation)))
                    written.signal()
                }
                _ = written.wait(timeout: .now() + Callback.patience)
            }
            if plan.action == .setInvalidValue {
                data.value = ["a.b": 1]
                return WTransactionResult.successWithValue(data)
            }
            guard let next = plan.output(for: integer(data.value)) else { return WTransactionResult.abort() }
            data.value = next
            return WTransactionResult.successWithValue(data)
        }, andCompletionBlock: { error, committed, snapshot in
            recorder.record(.main, .transactionDone(committed: committed, outcome: Outcome(error, Self.generation),
                                                    snapshot: snapshot.map { CanonicalJSON.text($0.valueInExportFormat()) } ?? "nil"))
            done()
        }, withLocalEvents: localEvents)
    }
}
