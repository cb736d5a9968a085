usersRef.child("alanisawesome").setValue(alanisawesome)
usersRef.child("gracehop").setValue(gracehop)
