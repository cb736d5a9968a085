import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "scores")
scoresRef.queryOrderedByValue().observe(.childAdded, with: { snapshot in
    if let score = snapshot.value as? Int {
        println("The \(snapshot.key) dinosaur's score is \(score)")
    }
})
