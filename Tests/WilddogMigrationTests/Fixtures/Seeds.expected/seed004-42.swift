import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "dinosaurs")
ref.queryOrdered(byChild: "height").queryEqual(toValue: 25)
   .observe(.childAdded, with: { snapshot in

    println(snapshot.key)
})
