// 获取一个我们帖子的引用
var ref = Wilddog(url:"https://docs-examples.wilddogio.com/web/saving-data/wildblog/posts")

// 获得变化的数据
ref.observeEventType(.ChildChanged, withBlock: { snapshot in
    let title = snapshot.value.objectForKey("title") as? String
    println("The updated post title is \(title)")
})
