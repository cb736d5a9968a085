#if os(Linux) || os(Android)
import Glibc
import CWilddogLinux

/// The Linux poller: epoll, with an eventfd to wake it from other threads.
final class Poller {
    private let epollFD: Int32
    private let wakeupFD: Int32
    private var events: [epoll_event]

    init() throws(NetworkError) {
        epollFD = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epollFD >= 0 else { throw .system(call: "epoll_create1", errno: errno) }
        wakeupFD = eventfd(0, Int32(EFD_CLOEXEC) | Int32(EFD_NONBLOCK))
        guard wakeupFD >= 0 else {
            let code = errno
            close(epollFD)
            throw .system(call: "eventfd", errno: code)
        }
        events = Array(repeating: epoll_event(), count: 256)
        try control(EPOLL_CTL_ADD, wakeupFD, id: 0, PollInterest(readable: true, writable: false))
    }

    deinit {
        close(wakeupFD)
        close(epollFD)
    }

    func add(_ fd: Int32, id: UInt64, _ interest: PollInterest) throws(NetworkError) {
        try control(EPOLL_CTL_ADD, fd, id: id, interest)
    }

    func modify(_ fd: Int32, id: UInt64, _ interest: PollInterest) throws(NetworkError) {
        try control(EPOLL_CTL_MOD, fd, id: id, interest)
    }

    func remove(_ fd: Int32) {
        var event = epoll_event()
        _ = epoll_ctl(epollFD, EPOLL_CTL_DEL, fd, &event)
    }

    /// Waits for events (-1: no time limit) and reports them to `handle`.
    func wait(timeoutMilliseconds: Int32, _ handle: (PollEvent) -> Void) {
        let count = events.withUnsafeMutableBufferPointer {
            epoll_wait(epollFD, $0.baseAddress, Int32($0.count), timeoutMilliseconds)
        }
        guard count > 0 else { return }
        for index in 0..<Int(count) {
            let event = events[index]
            let flags = event.events
            let failed = flags & (EPOLLERR.rawValue | EPOLLHUP.rawValue) != 0
            if event.data.u64 == 0 {
                var value: UInt64 = 0
                _ = read(wakeupFD, &value, MemoryLayout<UInt64>.size)
                continue
            }
            handle(PollEvent(
                id: event.data.u64,
                readable: failed || flags & (EPOLLIN.rawValue | EPOLLRDHUP.rawValue) != 0,
                writable: failed || flags & EPOLLOUT.rawValue != 0,
                hangup: failed
            ))
        }
    }

    /// Makes a `wait` in progress (or the next one) return. Safe from any thread.
    func wakeup() {
        var value: UInt64 = 1
        _ = write(wakeupFD, &value, MemoryLayout<UInt64>.size)
    }

    private func control(_ operation: Int32, _ fd: Int32, id: UInt64, _ interest: PollInterest) throws(NetworkError) {
        var flags: UInt32 = 0
        if interest.readable { flags |= EPOLLIN.rawValue | EPOLLRDHUP.rawValue }
        if interest.writable { flags |= EPOLLOUT.rawValue }
        var event = epoll_event()
        event.events = flags
        event.data.u64 = id
        guard epoll_ctl(epollFD, operation, fd, &event) == 0 else { throw .system(call: "epoll_ctl", errno: errno) }
    }
}
#endif
