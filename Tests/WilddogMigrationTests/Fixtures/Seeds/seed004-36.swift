let scoresRef = Wilddog(url:"https://dinosaur-facts.wilddogio.com/dinosaurs")
ref.queryOrderedByChild("height").queryStartingAtValue(3)
   .observeEventType(.ChildAdded, withBlock: { snapshot in

    println(snapshot.key)
})
