// 获取一个我们帖子的引用
import WilddogSync

var ref = WDGSync.sync().reference(withPath: "web/saving-data/wildblog/posts")

// 在帖子的引用下，绑定一个 block 去读取数据
ref.observe(.value, with: { snapshot in
    println(snapshot.value)
}, withCancel: { error in
    println(error.description)
})
