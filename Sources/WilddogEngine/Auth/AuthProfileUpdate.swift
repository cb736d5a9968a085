/// The changes of one `WDGUserProfileChangeRequest.commitChanges`, applied all or nothing.
package struct AuthProfileUpdate: Equatable, Sendable {
    /// What to do with one profile field.
    package enum Change: Equatable, Sendable {
        case unchanged
        case cleared
        case set(String)
    }

    package var displayName: Change
    package var photoURL: Change

    package init(displayName: Change = .unchanged, photoURL: Change = .unchanged) {
        self.displayName = displayName
        self.photoURL = photoURL
    }
}
