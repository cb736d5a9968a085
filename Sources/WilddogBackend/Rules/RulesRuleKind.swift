/// The kinds of rule a location can carry.
package enum RulesRuleKind: String, Sendable, CaseIterable {
    case read = ".read"
    case write = ".write"
    case validate = ".validate"
}
