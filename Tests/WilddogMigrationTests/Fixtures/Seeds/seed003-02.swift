self.ref.child("users").child(user!.uid).setValue(["username": username])
