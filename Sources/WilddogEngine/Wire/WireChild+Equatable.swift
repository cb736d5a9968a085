extension WireChild: Equatable {
    /// Same relative path and same data (priorities included).
    package static func == (a: WireChild, b: WireChild) -> Bool { a.path == b.path && a.node == b.node }
}
