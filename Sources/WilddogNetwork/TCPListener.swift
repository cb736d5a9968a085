#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket whose accepted connections go round the loops of a group.
package final class TCPListener: Sendable {
    /// The port listened on (the one the kernel picked when 0 was asked for).
    package let port: Int
    private let channel: ListenerChannel

    /// Listens on `host` (a name or address; `0.0.0.0` or `::` for every interface) and `port`
    /// (0: any free port), with TLS when `tls` is given. Each accepted connection gets its
    /// handler from `makeHandler`, on the loop that will run it.
    package init(
        host: String, port: Int, backlog: Int32 = 1_024, group: EventLoopGroup, tls: TLSServerConfiguration? = nil,
        options: TCPConnection.Options = TCPConnection.Options(),
        makeHandler: @escaping @Sendable (TCPConnection) -> any TCPConnectionHandler
    ) throws(NetworkError) {
        let context: TLSContext?
        if let tls {
            #if canImport(CWilddogSSL)
            context = try TLSContext.server(tls)
            #else
            throw .tls("a TLS server is not available on this platform")
            #endif
        } else {
            context = nil
        }
        guard let address = try SocketAddress.resolve(host: host, port: port, passive: true).first else {
            throw .resolve(host: host, message: "no address")
        }
        let socket = try Socket.makeStream(family: address.family)
        do {
            socket.setOption(SOL_SOCKET, SO_REUSEADDR, 1)
            try socket.bind(address)
            try socket.listen(backlog: backlog)
        } catch {
            socket.close()
            throw error
        }
        self.port = socket.localPort() ?? port
        let loop = group.next()
        channel = ListenerChannel(socket: socket, loop: loop, group: group, tls: context, options: options, makeHandler: makeHandler)
        let channel = self.channel
        loop.run { channel.start() }
    }

    /// Stops accepting; connections already accepted go on. Thread-safe.
    package func close() {
        let channel = self.channel
        channel.loop.run { channel.close() }
    }
}

/// The listening socket on its loop.
private final class ListenerChannel: EventLoopSelectable, @unchecked Sendable {
    // @unchecked: the `var`s are touched only on `loop`'s thread.
    let socket: Socket
    let loop: EventLoop
    private let group: EventLoopGroup
    private let tls: TLSContext?
    private let options: TCPConnection.Options
    private let makeHandler: @Sendable (TCPConnection) -> any TCPConnectionHandler
    private var registrationID: UInt64 = 0
    private var closed = false

    init(socket: Socket, loop: EventLoop, group: EventLoopGroup, tls: TLSContext?, options: TCPConnection.Options,
         makeHandler: @escaping @Sendable (TCPConnection) -> any TCPConnectionHandler) {
        self.socket = socket
        self.loop = loop
        self.group = group
        self.tls = tls
        self.options = options
        self.makeHandler = makeHandler
    }

    func start() {
        guard !closed else { return }
        do {
            registrationID = try loop.register(self, fd: socket.fd, PollInterest(readable: true, writable: false))
        } catch {
            close()
        }
    }

    func pollReadable() {
        for _ in 0..<64 {
            guard !closed else { return }
            do {
                guard let accepted = try socket.accept() else { return }
                TCPConnection.accepted(accepted, on: group.next(), tls: tls, options: options, makeHandler: makeHandler)
            } catch {
                // Out of descriptors (EMFILE, ENFILE) or memory: stop accepting for a moment
                // instead of spinning on a socket that stays readable.
                loop.reregister(id: registrationID, fd: socket.fd, PollInterest(readable: false, writable: false))
                _ = loop.scheduleInternal(after: .milliseconds(100)) { [self] in
                    guard !closed else { return }
                    loop.reregister(id: registrationID, fd: socket.fd, PollInterest(readable: true, writable: false))
                }
                return
            }
        }
    }

    func pollWritable() {}

    func pollHangup() {}

    func shutdownRequested() { close() }

    func forceClose() { close() }

    func close() {
        guard !closed else { return }
        closed = true
        if registrationID != 0 { loop.deregister(id: registrationID, fd: socket.fd) }
        socket.close()
    }
}
