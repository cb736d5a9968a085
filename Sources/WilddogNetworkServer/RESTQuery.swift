import WilddogEngine

/// The query parameters of a REST read (`orderBy`, `startAt`, `startAfter`, `endAt`,
/// `endBefore`, `equalTo`, `limitToFirst`, `limitToLast`) as a query.
///
/// Values are JSON, as Firebase reads them: `orderBy="$key"`, `startAt="a"`, `equalTo=5`. A
/// bound may carry a child key after a comma (`startAt=5,"k"`), as the JS SDK writes it. The
/// query is checked by the wire codec, so it is one a realtime client could have sent.
enum RESTQuery {
    static let parameterNames: Set<String> = ["orderBy", "startAt", "startAfter", "endAt", "endBefore", "equalTo",
                                              "limitToFirst", "limitToLast"]

    /// The query the parameters describe (the default query when there are none).
    static func spec(_ parameters: [String: String]) throws(RESTError) -> QuerySpec {
        guard !parameters.isEmpty else { return .default }
        guard let orderBy = parameters["orderBy"] else {
            throw RESTError(400, "orderBy must be defined when other query parameters are defined")
        }
        let index = try self.index(orderBy)
        var members: [WireJSON.Member] = [WireJSON.Member("i", .string(index))]
        let isKeyIndex = index == ".key"
        let starts = ["startAt", "startAfter"].filter { parameters[$0] != nil }
        let ends = ["endAt", "endBefore"].filter { parameters[$0] != nil }
        if let equalTo = parameters["equalTo"] {
            guard starts.isEmpty, ends.isEmpty else {
                throw RESTError(400, "equalTo cannot be combined with startAt, startAfter, endAt or endBefore")
            }
            let (value, key) = try bound("equalTo", equalTo, isKeyIndex: isKeyIndex)
            members += [WireJSON.Member("sp", value), WireJSON.Member("ep", value)]
            if let key { members += [WireJSON.Member("sn", .string(key)), WireJSON.Member("en", .string(key))] }
        }
        guard starts.count < 2 else { throw RESTError(400, "startAt and startAfter cannot both be defined") }
        guard ends.count < 2 else { throw RESTError(400, "endAt and endBefore cannot both be defined") }
        if let name = starts.first, let text = parameters[name] {
            let (value, key) = try bound(name, text, isKeyIndex: isKeyIndex)
            let exclusive = name == "startAfter"
            members.append(WireJSON.Member("sp", value))
            // An exclusive bound without a key passes over every child with that value.
            if let name = key ?? (exclusive && !isKeyIndex ? ChildKey.max.string : nil) {
                members.append(WireJSON.Member("sn", .string(name)))
            }
            if exclusive { members.append(WireJSON.Member("sin", .bool(false))) }
        }
        if let name = ends.first, let text = parameters[name] {
            let (value, key) = try bound(name, text, isKeyIndex: isKeyIndex)
            let exclusive = name == "endBefore"
            members.append(WireJSON.Member("ep", value))
            if let name = key ?? (exclusive && !isKeyIndex ? ChildKey.min.string : nil) {
                members.append(WireJSON.Member("en", .string(name)))
            }
            if exclusive { members.append(WireJSON.Member("ein", .bool(false))) }
        }
        let first = parameters["limitToFirst"], last = parameters["limitToLast"]
        if first != nil, last != nil { throw RESTError(400, "limitToFirst and limitToLast cannot both be defined") }
        if let text = first ?? last {
            let name = first != nil ? "limitToFirst" : "limitToLast"
            guard let count = Int(text), count > 0 else { throw RESTError(400, "\(name) must be a positive integer") }
            members += [WireJSON.Member("l", .integer(Int64(count))), WireJSON.Member("vf", .string(first != nil ? "l" : "r"))]
        }
        do {
            return try QuerySpec(wireObject: .object(members))
        } catch {
            throw RESTError(400, error.message)
        }
    }

    /// The index `orderBy` names: `"$key"`, `"$value"`, `"$priority"` or a child path.
    private static func index(_ text: String) throws(RESTError) -> String {
        guard case .string(let name)? = try? RESTText.value(text) else {
            throw RESTError(400, "orderBy must be a valid JSON encoded path")
        }
        switch name {
        case "$key": return ".key"
        case "$value": return ".value"
        case "$priority": return ".priority"
        default:
            guard let path = try? RESTText.childPath(name), !path.isEmpty else {
                throw RESTError(400, "orderBy must be a valid JSON encoded path")
            }
            return path.relativeString
        }
    }

    /// A bound: a JSON primitive, then optionally `,` and the child key as a JSON string.
    private static func bound(_ name: String, _ text: String, isKeyIndex: Bool) throws(RESTError) -> (WireJSON, String?) {
        guard case .array(let items)? = try? RESTText.value("[" + text + "]"), (1...2).contains(items.count) else {
            throw RESTError(400, "\(name) must be a JSON primitive (a string, number, boolean or null), optionally followed by a comma and a JSON string key")
        }
        switch items[0] {
        case .null, .bool, .integer, .number, .string: break
        default: throw RESTError(400, "Constraint index field must be a JSON primitive")
        }
        if isKeyIndex {
            guard case .string = items[0] else { throw RESTError(400, "\(name) must be a string when orderBy is \"$key\"") }
            guard items.count == 1 else { throw RESTError(400, "\(name) takes no key when orderBy is \"$key\"") }
        }
        guard items.count == 2 else { return (items[0], nil) }
        guard case .string(let key) = items[1], Validation.isValidKey(key) else {
            throw RESTError(400, "The key after the comma in \(name) must be a JSON string that is a valid key")
        }
        return (items[0], key)
    }
}
