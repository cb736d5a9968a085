import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "dinosaurs")
ref.queryOrderedByKey().queryStarting(atValue: "b").queryEnding(atValue: "b\u{f8ff}")
   .observe(.childAdded, with: { snapshot in

    println(snapshot.key)
})
