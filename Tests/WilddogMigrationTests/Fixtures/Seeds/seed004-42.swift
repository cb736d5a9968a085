let scoresRef = Wilddog(url:"https://dinosaur-facts.wilddogio.com/dinosaurs")
ref.queryOrderedByChild("height").queryEqualToValue(25)
   .observeEventType(.ChildAdded, withBlock: { snapshot in

    println(snapshot.key)
})
