/// The writes of both APIs: set, priority, update, and their onDisconnect forms.
package enum FacadeWrite {
    /// `setValue`/`removeValue`: the value, and the priority when the method takes one.
    case set(Any?, priority: Any?? = .none)
    case setPriority(Any?)
    case update([AnyHashable: Any])
    case onDisconnectSet(Any?, priority: Any?? = .none)
    case onDisconnectUpdate([AnyHashable: Any])
    case onDisconnectCancel
}

extension FacadeQuery {
    /// Checks and starts `write` here; `completion` runs on this API's queue when the server
    /// answers. Returns why the write was refused before anything was written (then
    /// `completion` is not called): the usage error, an unusable app, a `/.info` path or bad
    /// input, in that order.
    package func perform(_ write: FacadeWrite, method: String, completion: Repo.Completion?) -> EngineError? {
        do throws(ValidationError) {
            if let refusal { return refusal }
            try Validation.validateWritablePath(path, method: method)
            let parser = NodeParser(method: method, at: path)
            let path = self.path, channel = binding.channel
            let start: (Repo) -> Void
            switch write {
            case .set(let value, let priority):
                let node = try parser.parse(value, priority: priority)
                start = { $0.set(path, node, on: channel, completion: completion) }
            case .setPriority(let priority):
                let leaf = try parser.parsePriority(priority)
                start = { $0.setPriority(path, leaf, on: channel, completion: completion) }
            case .update(let values):
                let children = try parseMerge(values, method: method)
                start = { $0.update(path, children, on: channel, completion: completion) }
            case .onDisconnectSet(let value, let priority):
                let node = try parser.parse(value, priority: priority)
                start = { $0.onDisconnectSet(path, node, on: channel, completion: completion) }
            case .onDisconnectUpdate(let values):
                let children = try parseMerge(values, method: method)
                start = { $0.onDisconnectUpdate(path, children, on: channel, completion: completion) }
            case .onDisconnectCancel:
                start = { $0.onDisconnectCancel(path, on: channel, completion: completion) }
            }
            trace(method)
            start(repo)
            return nil
        } catch {
            return EngineError(validation: error)
        }
    }

    /// Checks and starts a transaction here (see `Repo.runFacadeTransaction`); returns why it
    /// was refused, as `perform` does.
    package func transaction(method: String, applyLocally: Bool,
                             update: @escaping (MutableData, TransactionRun) -> MutableData?,
                             completion: @escaping (EngineError?, Bool, EventSnapshot?, Bool) -> Void) -> EngineError? {
        if let refusal { return refusal }
        do throws(ValidationError) {
            try Validation.validateWritablePath(path, method: method)
        } catch {
            return EngineError(validation: error)
        }
        trace(method)
        repo.runFacadeTransaction(path, applyLocally: applyLocally, on: binding.channel,
                                  update: update, completion: completion)
        return nil
    }

    /// Parses an update dictionary here (see `NodeParser.parseMerge`), with this API's key rules.
    private func parseMerge(_ values: [AnyHashable: Any], method: String) throws(ValidationError) -> [(Path, Node)] {
        guard rules.updateKeysArePathStrings else {
            return try NodeParser.parseMerge(values, at: path, method: method) { _ throws(ValidationError) in }
        }
        return try NodeParser.parseMerge(values, at: path, method: method,
                                         nonStringKeyHint: " Keys must be path strings.") { key throws(ValidationError) in
            if !key.isPriority {
                try Validation.validatePathString(key.string, method: method, argument: "values")
            } else if !key.target.isEmpty {
                try Validation.validatePathString(key.target.relativeString, method: method, argument: "values")
            }
        }
    }
}
