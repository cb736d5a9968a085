extension RuleSet {
    /// The rules of the Firebase round, over 2.x code (and 1.x members the 2.x round left), in the
    /// order they run: wider rewrites first, the import rule last.
    static func firebaseRules(_ mappings: MappingSet) -> [any Rule] {
        [
            MovedCallRule(mappings),
            AuthHandleTypeRule(mappings),
            PropertyRule(mappings),
            CallRenameRule(mappings),
            ConstantRenameRule(mappings),
            ErrorCodeRule(mappings),
            TypeRenameRule(mappings),
            ManualRule(mappings),
            ImportRule(mappings),
        ]
    }
}
