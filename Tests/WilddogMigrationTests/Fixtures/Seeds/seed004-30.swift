let scoresRef = Wilddog(url:"https://dinosaur-facts.wilddogio.com/dinosaurs")
ref.queryOrderedByChild("weight").queryLimitedToLast(2)
   .observeEventType(.ChildAdded, withBlock: { snapshot in
    println(snapshot.key)
})
