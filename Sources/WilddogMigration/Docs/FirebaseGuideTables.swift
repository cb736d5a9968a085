/// The generated tables of MIGRATION-FIREBASE.md: one section per Firebase mapping file.
enum FirebaseGuideTables {
    static func tables(_ mappings: MappingSet) -> String {
        ""
    }
}
