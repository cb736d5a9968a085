let scoresRef = Wilddog(url:"https://dinosaur-facts.wilddogio.com/dinosaurs")
ref.queryOrderedByKey().queryEndingAtValue("pterodactyl")
   .observeEventType(.ChildAdded, withBlock: { snapshot in

    println(snapshot.key)
})
