import WilddogEngine

extension Node {
    /// Whether the node's JSON would exceed about `limit` bytes; the walk stops once it does, so
    /// the cost is bounded by the limit, not by the data.
    func exceedsReadSize(_ limit: Int) -> Bool {
        var budget = limit
        func visit(_ node: Node) -> Bool {
            switch node {
            case .empty: budget -= 4
            case .leaf(let leaf):
                if case .string(let s) = leaf.value { budget -= s.utf8.count + 2 } else { budget -= 8 }
                if leaf.priority != nil { budget -= 32 }
            case .children(let c):
                budget -= 2
                for named in c.children {
                    budget -= named.name.string.utf8.count + 4
                    if budget < 0 || visit(named.node) { return true }
                }
            }
            return budget < 0
        }
        return visit(self)
    }
}
