#if canImport(Glibc)
import Glibc
import CWilddogLinux
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 socket address.
struct SocketAddress: Sendable, CustomStringConvertible {
    private let storage: sockaddr_storage
    private let length: socklen_t

    init(storage: sockaddr_storage, length: socklen_t) {
        self.storage = storage
        self.length = length
    }

    var family: Int32 { Int32(storage.ss_family) }

    var port: Int {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout<sockaddr_storage>.size) { bytes in
                // sin_port and sin6_port are both at offset 2, in network order.
                Int(bytes[2]) << 8 | Int(bytes[3])
            }
        }
    }

    var description: String {
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let result = withSockAddr { pointer, length in
            getnameinfo(pointer, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
        }
        guard result == 0 else { return "?" }
        let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return family == AF_INET6 ? "[\(text)]:\(port)" : "\(text):\(port)"
    }

    func withSockAddr<R>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }

    /// The addresses of `host` (a name or a numeric address) for a TCP `port`, in the resolver's
    /// order. Blocking: call it off the event loop threads.
    static func resolve(host: String, port: Int, passive: Bool = false) throws(NetworkError) -> [SocketAddress] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        hints.ai_flags = AI_NUMERICSERV | (passive ? AI_PASSIVE : 0)
        var list: UnsafeMutablePointer<addrinfo>?
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let status = getaddrinfo(name.isEmpty ? nil : name, String(port), &hints, &list)
        guard status == 0, let first = list else {
            let message = status == 0 ? "no address" : String(cString: gai_strerror(status))
            throw .resolve(host: host, message: message)
        }
        defer { freeaddrinfo(first) }
        var addresses: [SocketAddress] = []
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let current = entry {
            let info = current.pointee
            if let address = info.ai_addr, info.ai_family == AF_INET || info.ai_family == AF_INET6 {
                var storage = sockaddr_storage()
                withUnsafeMutableBytes(of: &storage) { target in
                    target.copyMemory(from: UnsafeRawBufferPointer(start: address, count: Int(info.ai_addrlen)))
                }
                addresses.append(SocketAddress(storage: storage, length: info.ai_addrlen))
            }
            entry = info.ai_next
        }
        guard !addresses.isEmpty else { throw .resolve(host: host, message: "no IPv4 or IPv6 address") }
        return addresses
    }
}
