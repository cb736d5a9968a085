import WilddogSync

let scoresRef = WDGSync.sync().reference(withPath: "dinosaurs")
ref.child("stegosaurus").child("height")
    .observe(.value, with: { stegosaurusHeightSnapshot in
        if let favoriteDinoHeight = stegosaurusHeightSnapshot.value as? Double {
            let queryRef = ref.queryOrdered(byChild: "height").queryEnding(atValue: favoriteDinoHeight).queryLimited(toLast: 2)
            queryRef.observeSingleEvent(of: .value, with: { querySnapshot in
                if querySnapshot.childrenCount == 2 {
                    let child: WDGDataSnapshot = querySnapshot.children.nextObject() as WDGDataSnapshot
                    println("The dinosaur just shorter than the stegasaurus is \(child.key)");
                } else {
                    println("The stegosaurus is the shortest dino");
                }
            })
        }
    })
