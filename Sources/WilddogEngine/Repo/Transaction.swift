/// A transaction in flight (SEMANTICS.md §9), owned by the repo's transaction tree.
final class Transaction {
    enum Status {
        /// Run locally, waiting to be sent.
        case run
        /// Sent to the server, waiting for the answer.
        case sent
        case completed
        /// Sent, and aborted meanwhile by a set: abort when the answer arrives.
        case sentNeedsAbort
        case needsAbort
    }

    /// The user's update function: the new data, or nil to abort.
    typealias Update = (Node) -> Node?
    typealias Completion = (EngineError?, Bool, Node?) -> Void

    let path: Path
    let update: Update
    let completion: Completion?
    /// Where the completion runs (nil: the repo's callback queue).
    let channel: CallbackChannel?
    let order: Int
    let applyLocally: Bool
    var status: Status = .run
    var retryCount = 0
    var abortReason: EngineError?
    /// nil error with `abortedWithoutData` means the update function returned abort on a rerun.
    var abortedWithoutData = false
    var currentWriteId = -1
    var currentInputSnapshot: Node = .empty
    var currentOutputSnapshotRaw: Node = .empty
    var currentOutputSnapshotResolved: Node = .empty
    /// Removes the value listener that keeps the location synced while the transaction runs.
    var unwatch: () -> Void = {}

    init(path: Path, update: @escaping Update, completion: Completion?, channel: CallbackChannel?, order: Int,
         applyLocally: Bool) {
        self.path = path
        self.update = update
        self.completion = completion
        self.channel = channel
        self.order = order
        self.applyLocally = applyLocally
    }
}

/// The transactions waiting at each location, as a mutable tree with parent links.
final class TransactionTree {
    let name: ChildKey?
    weak var parent: TransactionTree?
    var transactions: [Transaction] = []
    var children: [ChildKey: TransactionTree] = [:]

    init(name: ChildKey? = nil, parent: TransactionTree? = nil) {
        self.name = name
        self.parent = parent
    }

    var path: Path {
        var keys: [ChildKey] = []
        var node: TransactionTree? = self
        while let n = node, let name = n.name {
            keys.append(name)
            node = n.parent
        }
        return Path(keys.reversed())
    }

    /// The subtree at `path`, created on the way if needed.
    func subtree(_ path: Path) -> TransactionTree {
        var node = self
        for key in path.segments {
            if let child = node.children[key] {
                node = child
            } else {
                let child = TransactionTree(name: key, parent: node)
                node.children[key] = child
                node = child
            }
        }
        return node
    }

    func forEachChild(_ body: (TransactionTree) -> Void) {
        for key in children.keys.sorted(by: { compareUTF16($0.string, $1.string) < 0 }) { body(children[key]!) }
    }

    func forEachDescendant(_ body: (TransactionTree) -> Void) {
        forEachChild { child in
            body(child)
            child.forEachDescendant(body)
        }
    }

    /// Drops empty subtrees below this node.
    func prune() {
        for (key, child) in children {
            child.prune()
            if child.transactions.isEmpty && child.children.isEmpty { children[key] = nil }
        }
    }
}
