/// What a snapshot shows beyond its exported value, as trace text: the `value` when it reads
/// differently (arrays, priorities dropped), and for value events the order of `children`
/// (canonical JSON sorts keys, so it cannot show the query's order).
enum SnapshotDetails {
    static func text(export: String, value: String, childKeys: [String], type: EventKind) -> String {
        var text = ""
        if value != export { text += " value=\(value)" }
        if type == .value, childKeys.count > 1 { text += " children=\(childKeys.joined(separator: ","))" }
        return text
    }
}
