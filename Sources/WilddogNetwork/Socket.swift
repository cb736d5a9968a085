#if canImport(Glibc)
import Glibc
import CWilddogLinux
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-blocking TCP socket descriptor and the system calls the event loop makes on it.
///
/// Every socket is created non-blocking and close-on-exec, and never raises SIGPIPE
/// (`MSG_NOSIGNAL` on Linux, `SO_NOSIGPIPE` on Darwin).
struct Socket {
    let fd: Int32

    /// What a read returned.
    enum ReadResult {
        case bytes(Int)
        case wouldBlock
        case endOfFile
        case failed(Int32)
    }

    /// A new stream socket of `family` (`AF_INET` or `AF_INET6`).
    static func makeStream(family: Int32) throws(NetworkError) -> Socket {
        #if canImport(Glibc)
        let fd = Glibc.socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system(call: "socket", errno: errno) }
        return Socket(fd: fd)
        #else
        let fd = Darwin.socket(family, SOCK_STREAM, 0)
        guard fd >= 0 else { throw .system(call: "socket", errno: errno) }
        let socket = Socket(fd: fd)
        socket.configureDarwinDescriptor()
        return socket
        #endif
    }

    #if canImport(Darwin)
    private func configureDarwinDescriptor() {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        setOption(SOL_SOCKET, SO_NOSIGPIPE, 1)
    }
    #endif

    @discardableResult
    func setOption(_ level: Int32, _ name: Int32, _ value: Int32) -> Bool {
        var value = value
        return setsockopt(fd, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// Turns Nagle's algorithm off: small frames go out at once.
    func setNoDelay() {
        setOption(Int32(IPPROTO_TCP), TCP_NODELAY, 1)
    }

    func bind(_ address: SocketAddress) throws(NetworkError) {
        let result = address.withSockAddr { pointer, length in
            systemBind(fd, pointer, length)
        }
        guard result == 0 else { throw .system(call: "bind", errno: errno) }
    }

    func listen(backlog: Int32) throws(NetworkError) {
        guard systemListen(fd, backlog) == 0 else { throw .system(call: "listen", errno: errno) }
    }

    /// Accepts one pending connection; nil when none is pending.
    func accept() throws(NetworkError) -> Socket? {
        while true {
            #if canImport(Glibc)
            let accepted = accept4(fd, nil, nil, Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
            #else
            let accepted = Darwin.accept(fd, nil, nil)
            #endif
            if accepted >= 0 {
                let socket = Socket(fd: accepted)
                #if canImport(Darwin)
                socket.configureDarwinDescriptor()
                #endif
                socket.setNoDelay()
                return socket
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK, ECONNABORTED, EPROTO: return nil
            default: throw .system(call: "accept", errno: errno)
            }
        }
    }

    /// Starts connecting; true when already connected, false when in progress.
    func connect(to address: SocketAddress) throws(NetworkError) -> Bool {
        let result = address.withSockAddr { pointer, length in
            systemConnect(fd, pointer, length)
        }
        if result == 0 { return true }
        if errno == EINPROGRESS || errno == EINTR { return false }
        throw .system(call: "connect", errno: errno)
    }

    /// The error of a finished non-blocking connect (0 when it succeeded).
    func pendingError() -> Int32 {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &value, &length) == 0 else { return errno }
        return value
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> ReadResult {
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .endOfFile }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .wouldBlock
            default: return .failed(errno)
            }
        }
    }

    /// Writes what the kernel takes now: the byte count, 0 when it takes nothing, or the errno.
    func write(_ buffer: UnsafeRawBufferPointer) -> Result<Int, NetworkError> {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        while true {
            let count = send(fd, buffer.baseAddress, buffer.count, flags)
            if count >= 0 { return .success(count) }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .success(0)
            case EPIPE, ECONNRESET: return .failure(.connectionReset)
            default: return .failure(.system(call: "send", errno: errno))
            }
        }
    }

    /// The local address's port (the one the kernel picked for port 0).
    func localPort() -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { return nil }
        return SocketAddress(storage: storage, length: length).port
    }

    /// The peer's address as text (`127.0.0.1:53211`, `[::1]:53211`).
    func peerAddress() -> String? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
        }
        guard result == 0 else { return nil }
        return SocketAddress(storage: storage, length: length).description
    }

    func close() {
        _ = systemClose(fd)
    }
}

// The system calls whose names the methods above shadow.
#if canImport(Glibc)
private let systemBind = Glibc.bind
private let systemListen = Glibc.listen
private let systemConnect = Glibc.connect
private let systemClose = Glibc.close
#else
private let systemBind = Darwin.bind
private let systemListen = Darwin.listen
private let systemConnect = Darwin.connect
private let systemClose = Darwin.close
#endif
