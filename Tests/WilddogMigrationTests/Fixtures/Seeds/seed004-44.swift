let scoresRef = Wilddog(url:"https://dinosaur-facts.wilddogio.com/dinosaurs")
ref.childByAppendingPath("stegosaurus").childByAppendingPath("height")
    .observeEventType(.Value, withBlock: { stegosaurusHeightSnapshot in
        if let favoriteDinoHeight = stegosaurusHeightSnapshot.value as? Double {
            let queryRef = ref.queryOrderedByChild("height").queryEndingAtValue(favoriteDinoHeight).queryLimitedToLast(2)
            queryRef.observeSingleEventOfType(.Value, withBlock: { querySnapshot in
                if querySnapshot.childrenCount == 2 {
                    let child: WDataSnapshot = querySnapshot.children.nextObject() as WDataSnapshot
                    println("The dinosaur just shorter than the stegasaurus is \(child.key)");
                } else {
                    println("The stegosaurus is the shortest dino");
                }
            })
        }
    })
