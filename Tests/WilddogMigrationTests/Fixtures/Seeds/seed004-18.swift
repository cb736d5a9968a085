// 获取一个我们帖子的引用
var ref = Wilddog(url:"https://docs-examples.wilddogio.com/web/saving-data/wildblog/posts")

// 获得被删除的数据
ref.observeEventType(.ChildRemoved, withBlock: { snapshot in
    let title = snapshot.value.objectForKey("title") as? String
    println("The blog post titled \(title)")
})
