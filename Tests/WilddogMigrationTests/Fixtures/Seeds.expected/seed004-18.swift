// 获取一个我们帖子的引用
import WilddogSync

var ref = WDGSync.sync().reference(withPath: "web/saving-data/wildblog/posts")

// 获得被删除的数据
ref.observe(.childRemoved, with: { snapshot in
    let title = snapshot.value.objectForKey("title") as? String
    println("The blog post titled \(title)")
})
