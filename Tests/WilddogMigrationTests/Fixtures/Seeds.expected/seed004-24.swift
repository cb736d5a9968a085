import WilddogSync

let ref = WDGSync.sync().reference(withPath: "dinosaurs")
ref.queryOrdered(byChild: "dimensions/height").observe(.childAdded, with: { snapshot in
    if let height = snapshot.value["height"] as? Double {
        println("\(snapshot.key) was \(height) meters tall")
    }
})
