import Foundation
import Wilddog

struct Product {
    let sku: String
    let name: String
    let price: Double
    let stock: Int
}

func product(from snapshot: WDataSnapshot) -> Product? {
    guard snapshot.exists(), snapshot.hasChild("name"),
          let name = snapshot.childSnapshotForPath("name").value as? String,
          let price = snapshot.childSnapshotForPath("price").value as? Double else { return nil }
    let stock = (snapshot.childSnapshotForPath("stock").value as? Int) ?? 0
    return Product(sku: snapshot.key, name: name, price: price, stock: stock)
}

func cheapest(_ ref: Wilddog, limit: UInt) -> WQuery {
    return ref.queryOrderedByChild("price").queryLimitedToFirst(limit)
}

func priced(_ query: WQuery, from low: Double, to high: Double) -> WQuery {
    return query.queryStartingAtValue(low).queryEndingAtValue(high)
}

final class Catalog {
    let shop: Wilddog
    var products: [String: Product] = [:]
    var watchers = [String: WilddogHandle]()

    init(shop: Wilddog) { self.shop = shop }

    func load(category: String, maxPrice: Double) {
        let items = shop.childByAppendingPath("products/\(category)")
        let query = priced(items.queryOrderedByChild("price"), from: 0, to: maxPrice)
        watchers[category] = query.observeEventType(.Value, withBlock: { [weak self] snapshot in
            guard let self = self else { return }
            for child in snapshot.children {
                let s = child as! WDataSnapshot
                if let p = product(from: s) { self.products[p.sku] = p }
            }
            print("\(category): \(snapshot.childrenCount) products up to \(maxPrice), first \(snapshot.childSnapshots.first?.key ?? "-")")
        }, withCancelBlock: { error in
            let code = (error as NSError).code
            if code == WilddogError.PermissionDenied.rawValue {
                print("no access to \(category)")
            }
        })
        cheapest(items, limit: 3).observeSingleEventOfType(.Value) { snapshot in
            print("three cheapest: \(snapshot.children.allObjects.map { ($0 as! WDataSnapshot).key })")
        }
        items.queryOrderedByKey().queryStartingAtValue("b", childKey: nil).queryLimitedToLast(10).observeSingleEventOfType(.ChildAdded, andPreviousSiblingKeyWithBlock: { snapshot, previousKey in
            print("by key: \(snapshot.key) after \(previousKey ?? "start")")
        })
        items.queryOrderedByPriority().queryEndingAtValue(100, childKey: "z").observeEventType(.ChildMoved) { snapshot in
            print("\(snapshot.key) moved, priority \(snapshot.priority ?? "none")")
        }
        items.queryEqualToValue(nil, childKey: "featured").keepSynced(true)
    }

    func reserve(sku: String, quantity: Int) {
        let stockRef = shop.childByAppendingPath("products").childByAppendingPath("books").childByAppendingPath(sku).childByAppendingPath("stock")
        stockRef.runTransactionBlock { data in
            guard let stock = data.value as? Int, stock >= quantity else { return WTransactionResult.abort() }
            data.value = stock - quantity
            return WTransactionResult.successWithValue(data)
        }
        let order = shop.childByAppendingPath("orders").childByAutoId()
        order.setValue(["sku": sku, "quantity": quantity, "at": kWilddogServerValueTimestamp], withCompletionBlock: { error, ref in
            if let error = error {
                print("order \(ref.key) failed: \((error as NSError).code == WilddogError.PermissionDenied.rawValue ? "denied" : "error")")
            } else {
                ref.setPriority(Double(quantity))
                print("order \(ref.key) placed in \(ref.parent.key)")
            }
        })
        order.updateChildValues(["status": "new"]) { _, ref in print("status set on \(ref.key)") }
    }

    func stopWatching() {
        for (category, handle) in watchers {
            shop.childByAppendingPath("products/\(category)").removeObserverWithHandle(handle)
        }
        watchers.removeAll()
    }
}

extension WDataSnapshot {
    var childSnapshots: [WDataSnapshot] { return children.allObjects as? [WDataSnapshot] ?? [] }
}
