import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "dinosaurs")
ref.queryOrdered(byChild: "weight").queryLimited(toLast: 2)
   .observe(.childAdded, with: { snapshot in
    println(snapshot.key)
})
