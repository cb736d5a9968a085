// 获取一个我们帖子的引用
import WilddogSync

var ref = WDGSync.sync().reference(withPath: "web/saving-data/wildblog/posts")

// 获得新增加的数据
ref.observe(.childAdded, with: { snapshot in
    println(snapshot.value.objectForKey("author"))
    println(snapshot.value.objectForKey("title"))
})
