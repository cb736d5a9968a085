/// The verdict of the security rules on one read or write.
package enum RulesDecision: Sendable, Equatable, CustomStringConvertible {
    case allowed
    case denied(RulesDenial)

    package var isAllowed: Bool {
        if case .allowed = self { return true }
        return false
    }

    package var denial: RulesDenial? {
        if case .denied(let denial) = self { return denial }
        return nil
    }

    package var description: String {
        switch self {
        case .allowed: "allowed"
        case .denied(let denial): "denied: \(denial)"
        }
    }
}
