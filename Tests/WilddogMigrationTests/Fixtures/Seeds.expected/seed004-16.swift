// 获取一个我们帖子的引用
import WilddogSync

var ref = WDGSync.sync().reference(withPath: "web/saving-data/wildblog/posts")

// 获得变化的数据
ref.observe(.childChanged, with: { snapshot in
    let title = snapshot.value.objectForKey("title") as? String
    println("The updated post title is \(title)")
})
