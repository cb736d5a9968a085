// The Swift overlay of the FirebaseAuth fixture module for the Swift type-check: what Swift on Apple
// platforms makes of `-[FIRAuth signOut:]` (`func signOut() throws`), which the importer drops on
// Linux (FIREBASE-TARGET.md, the `*` of row 155).
@_exported import FirebaseAuth

extension Auth {
    public func signOut() throws {}
}
