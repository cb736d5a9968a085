#if !canImport(CWilddogSSL) && canImport(Security) && canImport(Darwin) && !os(watchOS)
import Darwin
import Foundation
import Security

/// The client side of TLS on Apple platforms: Secure Transport, the platform API that works
/// over memory (our event loop owns the socket). It verifies the server against the system's
/// trust store (plus `additionalTrustedCertificatesPEM`) and the host name. Servers are
/// Linux-only (OpenSSL).
final class TLSContext: @unchecked Sendable {
    // @unchecked: immutable after `init`.
    let anchors: [SecCertificate]
    let isServer = false

    private init(anchors: [SecCertificate]) { self.anchors = anchors }

    static func client(_ configuration: TLSClientConfiguration) throws(NetworkError) -> TLSContext {
        var anchors: [SecCertificate] = []
        for pem in configuration.additionalTrustedCertificatesPEM {
            for block in pem.components(separatedBy: "-----BEGIN CERTIFICATE-----").dropFirst() {
                let body = block.components(separatedBy: "-----END CERTIFICATE-----")[0]
                guard let der = Data(base64Encoded: body, options: .ignoreUnknownCharacters),
                      let certificate = SecCertificateCreateWithData(nil, der as CFData) else {
                    throw .tls("cannot read a trusted certificate")
                }
                anchors.append(certificate)
            }
        }
        return TLSContext(anchors: anchors)
    }
}

/// One TLS client connection over memory. Loop thread only.
final class TLSSession {
    private let ssl: SSLContext
    private let anchors: [SecCertificate]
    private var input: UnsafeRawBufferPointer?
    private var leftover = ByteQueue()
    private var pendingOutput = ByteQueue()
    private(set) var isHandshakeComplete = false

    init(context: TLSContext, serverName: String?) throws(NetworkError) {
        guard let ssl = SSLCreateContext(nil, .clientSide, .streamType) else { throw .tls("SSLCreateContext failed") }
        self.ssl = ssl
        anchors = context.anchors
        SSLSetIOFuncs(ssl, tlsRead, tlsWrite)
        SSLSetConnection(ssl, Unmanaged.passUnretained(self).toOpaque())
        SSLSetProtocolVersionMin(ssl, .tlsProtocol12)
        if let serverName, !serverName.isEmpty {
            let name = serverName.hasPrefix("[") ? String(serverName.dropFirst().dropLast()) : serverName
            SSLSetPeerDomainName(ssl, name, name.utf8.count)
        }
        if !anchors.isEmpty { SSLSetSessionOption(ssl, .breakOnServerAuth, true) }
    }

    deinit { SSLSetConnection(ssl, nil) }

    func startHandshake() throws(NetworkError) {
        _ = try advanceHandshake()
    }

    func receive(_ ciphertext: UnsafeRawBufferPointer, plaintext: (UnsafeRawBufferPointer) -> Void,
                 handshakeCompleted: () -> Void) throws(NetworkError) -> Bool {
        input = ciphertext
        defer {
            if let rest = input, !rest.isEmpty { leftover.append(rest) }
            input = nil
        }
        if !isHandshakeComplete {
            guard try advanceHandshake() else { return true }
            handshakeCompleted()
        }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            var count = 0
            let status = buffer.withUnsafeMutableBytes { SSLRead(ssl, $0.baseAddress!, $0.count, &count) }
            if count > 0 { buffer.withUnsafeBytes { plaintext(UnsafeRawBufferPointer(rebasing: $0[0..<count])) } }
            switch status {
            case noErr: continue
            case errSSLWouldBlock: return true
            case errSSLClosedGraceful, errSSLClosedNoNotify: return false
            default: throw .tls("reading failed (OSStatus \(status))")
            }
        }
    }

    func send(_ bytes: UnsafeRawBufferPointer) throws(NetworkError) {
        var offset = 0
        while offset < bytes.count {
            var written = 0
            let status = SSLWrite(ssl, bytes.baseAddress! + offset, bytes.count - offset, &written)
            offset += written
            guard status == noErr || (status == errSSLWouldBlock && written > 0) else { throw .tls("writing failed (OSStatus \(status))") }
        }
    }

    func close() {
        SSLClose(ssl)
    }

    func takeOutput(into queue: inout ByteQueue) {
        guard !pendingOutput.isEmpty else { return }
        pendingOutput.withReadable { queue.append($0) }
        pendingOutput = ByteQueue()
    }

    private func advanceHandshake() throws(NetworkError) -> Bool {
        while true {
            let status = SSLHandshake(ssl)
            switch status {
            case noErr:
                isHandshakeComplete = true
                return true
            case errSSLWouldBlock:
                return false
            case errSSLPeerAuthCompleted:
                try verifyWithAnchors()
            default:
                throw .tls("handshake failed (OSStatus \(status)); certificate verification or protocol error")
            }
        }
    }

    /// With extra trusted certificates, the check is done here: system anchors plus ours.
    private func verifyWithAnchors() throws(NetworkError) {
        var trust: SecTrust?
        guard SSLCopyPeerTrust(ssl, &trust) == noErr, let trust else { throw .tls("no server certificate") }
        SecTrustSetAnchorCertificates(trust, anchors as CFArray)
        SecTrustSetAnchorCertificatesOnly(trust, false)
        var error: CFError?
        guard SecTrustEvaluateWithError(trust, &error) else {
            throw .tls("certificate verification failed: \(error.map { String(describing: $0) } ?? "untrusted")")
        }
    }

    fileprivate func read(into target: UnsafeMutableRawPointer, length: inout Int) -> OSStatus {
        let wanted = length
        var copied = 0
        if !leftover.isEmpty {
            copied = min(wanted, leftover.count)
            leftover.withReadable { target.copyMemory(from: $0.baseAddress!, byteCount: copied) }
            leftover.consume(copied)
        }
        if copied < wanted, let source = input, !source.isEmpty {
            let count = min(wanted - copied, source.count)
            (target + copied).copyMemory(from: source.baseAddress!, byteCount: count)
            input = UnsafeRawBufferPointer(rebasing: source[count...])
            copied += count
        }
        length = copied
        return copied == wanted ? noErr : errSSLWouldBlock
    }

    fileprivate func write(_ bytes: UnsafeRawBufferPointer) {
        pendingOutput.append(bytes)
    }
}

private func tlsRead(_ connection: SSLConnectionRef, _ data: UnsafeMutableRawPointer, _ length: UnsafeMutablePointer<Int>) -> OSStatus {
    Unmanaged<TLSSession>.fromOpaque(connection).takeUnretainedValue().read(into: data, length: &length.pointee)
}

private func tlsWrite(_ connection: SSLConnectionRef, _ data: UnsafeRawPointer, _ length: UnsafeMutablePointer<Int>) -> OSStatus {
    Unmanaged<TLSSession>.fromOpaque(connection).takeUnretainedValue().write(UnsafeRawBufferPointer(start: data, count: length.pointee))
    return noErr
}
#endif
