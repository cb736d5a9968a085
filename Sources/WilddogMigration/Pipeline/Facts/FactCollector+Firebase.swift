extension FactCollector {
    /// The facts only the Firebase round reads.
    static func firebaseCollectors(_ mappings: MappingSet) -> [any FactCollecting] {
        [DeclaredTypeNameCollector(), WilddogAppCollector(mappings)]
    }
}
