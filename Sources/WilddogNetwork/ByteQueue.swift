/// A FIFO of bytes: appended at the back, consumed from the front, its storage released when
/// empty (an idle connection keeps no buffer).
struct ByteQueue {
    private var bytes: [UInt8] = []
    private var start = 0

    var count: Int { bytes.count - start }
    var isEmpty: Bool { start == bytes.count }

    mutating func append(_ buffer: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: buffer)
    }

    mutating func append(_ array: [UInt8]) {
        if isEmpty, start == 0 { bytes = array } else { bytes.append(contentsOf: array) }
    }

    /// The unconsumed bytes.
    func withReadable<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    }

    /// The byte at `offset` from the front.
    subscript(offset: Int) -> UInt8 { bytes[start + offset] }

    /// Removes `count` bytes from the front.
    mutating func consume(_ count: Int) {
        start += count
        if start >= bytes.count {
            bytes = []
            start = 0
        } else if start >= 4096, start * 2 >= bytes.count {
            bytes.removeFirst(start)
            start = 0
        }
    }

    /// Removes and returns the first `count` bytes.
    mutating func take(_ count: Int) -> [UInt8] {
        let taken = Array(bytes[start..<(start + count)])
        consume(count)
        return taken
    }

    /// Removes and returns everything.
    mutating func takeAll() -> [UInt8] {
        let taken = start == 0 ? bytes : Array(bytes[start...])
        bytes = []
        start = 0
        return taken
    }
}
