self.ref.child("users/(user.uid)/username").setValue(username)
