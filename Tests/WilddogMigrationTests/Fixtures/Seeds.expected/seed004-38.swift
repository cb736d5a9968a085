import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "dinosaurs")
ref.queryOrderedByKey().queryEnding(atValue: "pterodactyl")
   .observe(.childAdded, with: { snapshot in

    println(snapshot.key)
})
