// 获取一个我们帖子的引用
var ref = Wilddog(url:"https://docs-examples.wilddogio.com/web/saving-data/wildblog/posts")

// 获得新增加的数据
ref.observeEventType(.ChildAdded, withBlock: { snapshot in
    println(snapshot.value.objectForKey("author"))
    println(snapshot.value.objectForKey("title"))
})
