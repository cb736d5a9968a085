/// What names an app in the routing table: its app id, or the host of its URL.
package enum BackendRoute: Hashable, Sendable {
    case appId(String)
    case host(String)
}
