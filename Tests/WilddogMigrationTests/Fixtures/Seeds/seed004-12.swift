var post1 = ["author": "gracehop", "title": "Announcing COBOL, a New Programming Language"]
var post1Ref = ref.childByAutoId()
post1Ref.setValue(post1)

var postId = post1Ref.key
