import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "dinosaurs")
ref.queryOrdered(byChild: "height").queryLimited(toFirst: 2)
   .observe(.childAdded, with: { snapshot in
    println(snapshot.key)
})
