usersRef.childByAppendingPath("alanisawesome").setValue(alanisawesome)
usersRef.childByAppendingPath("gracehop").setValue(gracehop)
