import Foundation

/// Marks the threads that are running a user's transaction block.
///
/// Transaction blocks run on the repo's queue, so facade calls made from inside one must not
/// wait for that queue (`childByAutoId` reads the server-time estimate with a synchronous hop).
enum TransactionBlockScope {
    private static let key = "com.wilddog.legacy.inTransactionBlock"

    /// Runs `body` with the current thread marked.
    static func run<T>(_ body: () -> T) -> T {
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[key]
        dictionary[key] = true
        defer { dictionary[key] = outer }
        return body()
    }

    /// True while the current thread runs a transaction block.
    static var isActive: Bool { Thread.current.threadDictionary[key] as? Bool == true }
}
