
var hopperRef = usersRef.child("gracehop")
var nickname = ["nickname": "Amazing Grace"]

hopperRef.updateChildValues(nickname)
