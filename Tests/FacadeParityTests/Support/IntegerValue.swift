import Foundation

/// An integer read from a facade value (NSNumber or Swift number), nil otherwise.
func integer(_ value: Any?) -> Int? {
    switch value {
    case let number as Int: return number
    case let number as Double: return Int(number)
    case let number as NSNumber: return number.intValue
    default: return nil
    }
}
