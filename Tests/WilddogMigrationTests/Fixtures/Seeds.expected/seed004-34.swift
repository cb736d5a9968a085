import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "scores")
scoresRef.queryOrderedByValue().queryLimited(toLast: 3).observe(.childAdded, with: { snapshot in

    println("The \(snapshot.key) dinosaur's score is \(snapshot.value)")
})
