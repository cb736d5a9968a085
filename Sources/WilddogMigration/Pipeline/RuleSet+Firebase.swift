extension RuleSet {
    /// The rules of the Firebase round, over 2.x code (and the 1.x members the 2.x round left), in the
    /// order they run: wider rewrites first, the import rule last. Most are the 2.x round's rules
    /// reading the Firebase mapping; the others exist for what only Firebase changes (configuration
    /// by plist and database URL, optional results that are no longer optional, Wilddog URLs).
    static func firebaseRules(_ mappings: MappingSet) -> [any Rule] {
        [
            FirebaseConfigurationRule(mappings),
            MovedCallRule(mappings),
            UnwrappedResultRule(mappings),
            AuthHandleTypeRule(mappings),
            PropertyRule(mappings),
            CallRenameRule(mappings),
            ConstantRenameRule(mappings),
            ErrorCodeRule(mappings, target: .firebase),
            TypeRenameRule(mappings),
            ManualRule(mappings),
            WilddogURLRule(mappings),
            ImportRule(mappings),
        ]
    }
}
