import Foundation
import WilddogSync

struct Product {
    let sku: String
    let name: String
    let price: Double
    let stock: Int
}

func product(from snapshot: WDGDataSnapshot) -> Product? {
    guard snapshot.exists(), snapshot.hasChild("name"),
          let name = snapshot.childSnapshot(forPath: "name").value as? String,
          let price = snapshot.childSnapshot(forPath: "price").value as? Double else { return nil }
    let stock = (snapshot.childSnapshot(forPath: "stock").value as? Int) ?? 0
    return Product(sku: snapshot.key, name: name, price: price, stock: stock)
}

func cheapest(_ ref: WDGSyncReference, limit: UInt) -> WDGSyncQuery {
    return ref.queryOrdered(byChild: "price").queryLimited(toFirst: limit)
}

func priced(_ query: WDGSyncQuery, from low: Double, to high: Double) -> WDGSyncQuery {
    return query.queryStarting(atValue: low).queryEnding(atValue: high)
}

final class Catalog {
    let shop: WDGSyncReference
    var products: [String: Product] = [:]
    var watchers = [String: WDGSyncHandle]()

    init(shop: WDGSyncReference) { self.shop = shop }

    func load(category: String, maxPrice: Double) {
        let items = shop.child("products/\(category)")
        let query = priced(items.queryOrdered(byChild: "price"), from: 0, to: maxPrice)
        watchers[category] = query.observe(.value, with: { [weak self] snapshot in
            guard let self = self else { return }
            for child in snapshot.children {
                let s = child as! WDGDataSnapshot
                if let p = product(from: s) { self.products[p.sku] = p }
            }
            print("\(category): \(snapshot.childrenCount) products up to \(maxPrice), first \(snapshot.childSnapshots.first?.key ?? "-")")
        }, withCancel: { error in
            let code = (error as NSError).code
            if code == WilddogError.PermissionDenied.rawValue {
                print("no access to \(category)")
            }
        })
        cheapest(items, limit: 3).observeSingleEvent(of: .value) { snapshot in
            print("three cheapest: \(snapshot.children.allObjects.map { ($0 as! WDGDataSnapshot).key })")
        }
        items.queryOrderedByKey().queryStarting(atValue: "b", childKey: nil).queryLimited(toLast: 10).observeSingleEvent(of: .childAdded, andPreviousSiblingKeyWith: { snapshot, previousKey in
            print("by key: \(snapshot.key) after \(previousKey ?? "start")")
        })
        items.queryOrderedByPriority().queryEnding(atValue: 100, childKey: "z").observe(.childMoved) { snapshot in
            print("\(snapshot.key) moved, priority \(snapshot.priority ?? "none")")
        }
        items.queryEqual(toValue: nil, childKey: "featured").keepSynced(true)
    }

    func reserve(sku: String, quantity: Int) {
        let stockRef = shop.child("products").child("books").child(sku).child("stock")
        stockRef.runTransactionBlock { data in
            guard let stock = data.value as? Int, stock >= quantity else { return WDGTransactionResult.abort() }
            data.value = stock - quantity
            return WDGTransactionResult.success(withValue: data)
        }
        let order = shop.child("orders").childByAutoId()
        order.setValue(["sku": sku, "quantity": quantity, "at": WDGServerValue.timestamp()], withCompletionBlock: { error, ref in
            if let error = error {
                print("order \(ref.key) failed: \((error as NSError).code == WilddogError.PermissionDenied.rawValue ? "denied" : "error")")
            } else {
                ref.setPriority(Double(quantity))
                print("order \(ref.key) placed in \((ref.parent ?? ref.root).key)")
            }
        })
        order.updateChildValues(["status": "new"]) { _, ref in print("status set on \(ref.key)") }
    }

    func stopWatching() {
        for (category, handle) in watchers {
            shop.child("products/\(category)").removeObserver(withHandle: handle)
        }
        watchers.removeAll()
    }
}

extension WDGDataSnapshot {
    var childSnapshots: [WDGDataSnapshot] { return children.allObjects as? [WDGDataSnapshot] ?? [] }
}
