/// Receives what happens on a `TCPConnection`, on the connection's loop thread.
///
/// The connection keeps its handler (strongly) until it has reported the close.
package protocol TCPConnectionHandler: AnyObject {
    /// The connection is usable (connected, and the TLS handshake done when TLS is on).
    func connectionDidOpen(_ connection: TCPConnection)
    /// Bytes arrived. They are valid only during the call: keep a copy of what is needed later.
    func connection(_ connection: TCPConnection, didRead bytes: UnsafeRawBufferPointer)
    /// The peer will send nothing more; writing still works. Default: `close()`.
    func connectionDidReadEOF(_ connection: TCPConnection)
    /// The event loop group shuts down: finish and close. Default: `close()`.
    func connectionShutdownRequested(_ connection: TCPConnection)
    /// The connection is closed (`error` nil when closed on purpose); called exactly once,
    /// also when it never opened.
    func connection(_ connection: TCPConnection, didCloseWith error: NetworkError?)
}

extension TCPConnectionHandler {
    package func connectionDidOpen(_ connection: TCPConnection) {}
    package func connectionDidReadEOF(_ connection: TCPConnection) { connection.close() }
    package func connectionShutdownRequested(_ connection: TCPConnection) { connection.close() }
}
