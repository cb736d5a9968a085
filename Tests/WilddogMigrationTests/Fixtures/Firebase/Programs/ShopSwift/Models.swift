import Foundation

/// The app's own user and local cache: their names are Firebase's too.
struct User {
    let uid: String
    let name: String
}

final class Database {
    private(set) var items: [String: Any] = [:]
    func store(_ key: String, _ value: Any) { items[key] = value }
}
