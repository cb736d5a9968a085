/// One range of an `rm` push: replace the children between two paths (either end open).
package struct RangeMerge: Sendable, Equatable {
    /// `s`: the range starts after this path; nil from the start.
    package var start: Path?
    /// `e`: the range ends at this path; nil to the end.
    package var end: Path?
    /// `m`: the data of the range.
    package var data: Node

    package init(start: Path?, end: Path?, data: Node) {
        self.start = start
        self.end = end
        self.data = data
    }
}
