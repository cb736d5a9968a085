import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "dinosaurs")
ref.queryOrdered(byChild: "height").queryStarting(atValue: 3)
   .observe(.childAdded, with: { snapshot in

    println(snapshot.key)
})
