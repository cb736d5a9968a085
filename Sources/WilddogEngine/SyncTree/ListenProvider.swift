/// Receives the server listens the sync tree needs: one per complete location or tagged query,
/// de-duplicated (no listen below a complete listen; SEMANTICS.md §11).
package protocol ListenProvider: AnyObject {
    func startListening(path: Path, query: QuerySpec, tag: Int?)
    func stopListening(path: Path, query: QuerySpec, tag: Int?)
}
