import Foundation
import WilddogCore
import WilddogSync

/// Data code of a 2.x app: handles kept as `Int64` and `WDGSyncHandle`, completion blocks written as
/// trailing closures, keys used as strings, a second app's data, a reference from a URL.
final class Inventory {
    let root: WDGSyncReference = WDGSync.sync().reference()
    private var itemsHandle: Int64 = 0
    private var handles: [WDGSyncHandle] = []
    private let cache: Database

    init(cache: Database) { self.cache = cache }

    func watch() {
        let items = root.child(byAppendingPath: "items")
        itemsHandle = items.observe(.childAdded) { snapshot in
            self.cache.store(snapshot.key, snapshot.value ?? NSNull())
        }
        handles.append(watchPrices())
        items.queryOrdered(byChild: "price").queryLimited(toFirst: 10).observeSingleEvent(of: .value, with: { snapshot in
            print("\(snapshot.childrenCount) cheapest items under \(snapshot.ref.key)")
        })
    }

    func watchPrices() -> Int64 {
        return root.child("prices").observe(.value, with: { snapshot in print(snapshot.value ?? "none") })
    }

    func unwatch() {
        root.child("items").removeObserver(withHandle: itemsHandle)
        for h in handles { root.child("prices").removeObserver(withHandle: h) }
    }

    func add(name: String, price: Int) {
        let item = root.child("items").childByAutoId()
        item.setValue(["name": name, "price": price, "at": WDGServerValue.timestamp()]) { error, ref in
            print("added \(ref.key) to \(ref.parent?.key ?? "root")")
        }
        let label: String = item.key
        print("new item \(label), \(item.key.count) characters")
        item.onDisconnectSetValue(nil) { error, ref in print("cleanup armed for \(ref.key)") }
    }

    func buy(_ id: String) {
        root.child("stock").child(id).runTransactionBlock({ current in
            let left = current.value as? Int ?? 0
            current.value = left - 1
            return WDGTransactionResult.success(withValue: current)
        }, andCompletionBlock: { error, committed, snapshot in
            if let error = error as NSError?, error.code == WDGSyncErrorCode.permissionDenied.rawValue {
                print("not allowed")
            }
        }, withLocalEvents: false)
    }

    func record(event: String) {
        let events = WDGSync.sync(app: WDGApp(named: "analytics")!).reference(withPath: "events")
        events.childByAutoId().setValue(["name": event])
        let mirror = WDGSync.sync().reference(fromURL: "https://fire-shop.wilddogio.com/mirror")
        mirror.setValue(event)
        root.sync.goOffline()
        root.sync.goOnline()
    }
}
