internal import WilddogEngine

/// The state one configured app shares between all its `WDGApp` handles: name, options, the
/// engine runtime, the callback channels of its modules and the per-module objects
/// (`WDGSync`, auth state) created on first use.
final class AppCore: Sendable {
    let name: String
    // nonisolated(unsafe): `WDGOptions` is immutable (a single `let`), so sharing it is safe.
    nonisolated(unsafe) let options: WDGOptions
    let runtime: AppRuntime
    /// Where Sync callbacks run (`WDGSync.callbackQueue`, default main).
    let syncChannel = CallbackChannel(.main)
    /// Where auth callbacks run: the main queue, as the SDK documents.
    let authChannel = CallbackChannel(.main)
    private let attachments = Lock<[String: UncheckedBox<AnyObject>]>([:])

    init(name: String, options: WDGOptions, runtime: AppRuntime) {
        self.name = name
        self.options = options
        self.runtime = runtime
    }

    /// The object stored under `key`, made by `make` on first use.
    func attachment<T: AnyObject>(_ key: String, make: () -> T) -> T {
        let box = attachments.withLock { stored -> UncheckedBox<AnyObject> in
            if let existing = stored[key] { return existing }
            let created = UncheckedBox<AnyObject>(make())
            stored[key] = created
            return created
        }
        // The key is private to the module that made the object, so the type always matches.
        return box.value as! T
    }

    /// Drops every attachment (the app was deleted).
    func removeAttachments() {
        // Released outside the lock, in case a deinit reaches for it.
        let dropped = attachments.withLock { stored in
            defer { stored = [:] }
            return stored
        }
        withExtendedLifetime(dropped) {}
    }
}
