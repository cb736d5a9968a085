/// Where the two SDK generations treat an unusable location or a query differently. Every other
/// rule of the facade core is the same for both; each facade passes its preset.
package struct FacadeRules: Sendable {
    /// A builder on a query whose *location* is unusable still checks (and logs) its input;
    /// only an earlier rejected builder stops it. 2.x: any usage error stops builders.
    package var buildersCheckBehindLocationErrors: Bool
    /// A query's plain reference (`ref`) forgets the query's rejected builder. 2.x: it keeps it.
    package var referenceForgetsQueryError: Bool
    /// The parent of an invalid child is valid again once the invalid key is gone. 2.x: a
    /// parent keeps its child's error.
    package var parentRevalidatesPath: Bool
    /// Push ids are timed by the app's server-time estimate unless the app itself is unusable
    /// (an invalid URL). 2.x: any usage error falls back to the local clock.
    package var pushIDsIgnorePathErrors: Bool
    /// Update keys are checked as path strings before the values are parsed, and a key that is
    /// not a string says "Keys must be path strings."
    package var updateKeysArePathStrings: Bool
    /// `keepSynced` refuses `/.info` locations.
    package var keepSyncedRefusesInfo: Bool
    /// A transaction's child data at an invalid path is detached: it reads as empty and carries
    /// that path's error. 1.x: it reads the data there and keeps an earlier error.
    package var invalidChildDataIsDetached: Bool
    /// Each operation is logged (`method url`) when debug logging is on.
    package var tracesOperations: Bool

    /// The 1.x API (`Wilddog`, `WQuery`).
    package static let legacy = FacadeRules(buildersCheckBehindLocationErrors: true, referenceForgetsQueryError: true,
                                            parentRevalidatesPath: true, pushIDsIgnorePathErrors: true,
                                            updateKeysArePathStrings: true, keepSyncedRefusesInfo: false,
                                            invalidChildDataIsDetached: false, tracesOperations: true)
    /// The 2.x API (`WDGSyncReference`, `WDGSyncQuery`).
    package static let current = FacadeRules(buildersCheckBehindLocationErrors: false, referenceForgetsQueryError: false,
                                             parentRevalidatesPath: false, pushIDsIgnorePathErrors: false,
                                             updateKeysArePathStrings: false, keepSyncedRefusesInfo: true,
                                             invalidChildDataIsDetached: true, tracesOperations: false)
}
