#if canImport(Darwin)
import Darwin

/// The Darwin poller: kqueue, with a user event to wake it from other threads.
final class Poller {
    private let queueFD: Int32
    private var interests: [Int32: PollInterest] = [:]
    private var events: [kevent]

    init() throws(NetworkError) {
        queueFD = kqueue()
        guard queueFD >= 0 else { throw .system(call: "kqueue", errno: errno) }
        events = Array(repeating: kevent(), count: 256)
        var wake = kevent(ident: 0, filter: Int16(EVFILT_USER), flags: UInt16(EV_ADD | EV_CLEAR), fflags: 0, data: 0, udata: nil)
        guard kevent(queueFD, &wake, 1, nil, 0, nil) == 0 else {
            let code = errno
            close(queueFD)
            throw .system(call: "kevent", errno: code)
        }
    }

    deinit { close(queueFD) }

    func add(_ fd: Int32, id: UInt64, _ interest: PollInterest) throws(NetworkError) {
        try apply(fd, id: id, from: PollInterest(readable: false, writable: false), to: interest)
    }

    func modify(_ fd: Int32, id: UInt64, _ interest: PollInterest) throws(NetworkError) {
        try apply(fd, id: id, from: interests[fd] ?? PollInterest(readable: false, writable: false), to: interest)
    }

    func remove(_ fd: Int32) {
        // Closing the descriptor removes its filters; only the bookkeeping is left.
        interests[fd] = nil
    }

    func wait(timeoutMilliseconds: Int32, _ handle: (PollEvent) -> Void) {
        let count: Int32 = events.withUnsafeMutableBufferPointer { buffer in
            guard timeoutMilliseconds >= 0 else {
                return kevent(queueFD, nil, 0, buffer.baseAddress, Int32(buffer.count), nil)
            }
            var timeout = timespec(tv_sec: Int(timeoutMilliseconds / 1000), tv_nsec: Int(timeoutMilliseconds % 1000) * 1_000_000)
            return kevent(queueFD, nil, 0, buffer.baseAddress, Int32(buffer.count), &timeout)
        }
        guard count > 0 else { return }
        for index in 0..<Int(count) {
            let event = events[index]
            if event.filter == Int16(EVFILT_USER) { continue }
            let id = UInt64(UInt(bitPattern: event.udata))
            let failed = event.flags & UInt16(EV_ERROR | EV_EOF) != 0
            handle(PollEvent(id: id,
                             readable: event.filter == Int16(EVFILT_READ) || failed,
                             writable: event.filter == Int16(EVFILT_WRITE) || (failed && event.filter != Int16(EVFILT_READ))))
        }
    }

    func wakeup() {
        var wake = kevent(ident: 0, filter: Int16(EVFILT_USER), flags: 0, fflags: UInt32(NOTE_TRIGGER), data: 0, udata: nil)
        _ = kevent(queueFD, &wake, 1, nil, 0, nil)
    }

    private func apply(_ fd: Int32, id: UInt64, from old: PollInterest, to new: PollInterest) throws(NetworkError) {
        var changes: [kevent] = []
        let udata = UnsafeMutableRawPointer(bitPattern: UInt(id))
        func change(_ filter: Int32, _ on: Bool) {
            changes.append(kevent(ident: UInt(fd), filter: Int16(filter), flags: UInt16(on ? EV_ADD : EV_DELETE),
                                  fflags: 0, data: 0, udata: udata))
        }
        if old.readable != new.readable { change(EVFILT_READ, new.readable) }
        if old.writable != new.writable { change(EVFILT_WRITE, new.writable) }
        interests[fd] = new
        guard !changes.isEmpty else { return }
        let result = changes.withUnsafeMutableBufferPointer { kevent(queueFD, $0.baseAddress, Int32($0.count), nil, 0, nil) }
        guard result == 0 else { throw .system(call: "kevent", errno: errno) }
    }
}
#endif
