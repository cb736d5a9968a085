
var hopperRef = usersRef.childByAppendingPath("gracehop")
var nickname = ["nickname": "Amazing Grace"]

hopperRef.updateChildValues(nickname)
