/// The declared (static) type of the values of an array, e.g. `[handle]` for an observer
/// handle. (An array, because a plain generic argument would open an existential such as
/// `any NSObjectProtocol` to its dynamic type.)
func declaredType<T>(of _: [T]) -> String {
    String(describing: T.self)
}
