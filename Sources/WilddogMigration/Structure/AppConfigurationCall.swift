/// A 2.x app configuration call and the sync URL it passes: Swift `WDGApp.configure(with: options)`,
/// `WDGApp.configure(withName: name, options: options)`; Objective-C `[WDGApp configureWithOptions:options]`,
/// `[WDGApp configureWithName:name options:options]`. The options are `WDGOptions(syncURL: URL)` /
/// `[[WDGOptions alloc] initWithSyncURL:URL]`, written in place or in a variable of the same file.
struct AppConfigurationCall: Sendable {
    /// First and last token of the call (Swift: from the class name; Objective-C: the brackets).
    var start: Int
    var end: Int
    /// The app name literal's value, for a named app.
    var name: String?
    /// The sync URL, when the tool can read it (a literal or a string constant of the file).
    var url: LiteralURL?
    /// The options variable, when the options are not written in place.
    var optionsVariable: String?

    /// The configuration calls of `f`: `type` is the app class (`WDGApp`), `members` the configure
    /// methods' Swift base names and Objective-C first pieces, `labels` the sync URL labels
    /// (`syncURL`, `initWithSyncURL`).
    static func find(_ f: SourceFile, _ tokens: [Int], members: Set<String>, labels: [String], constants: [String: String]) -> [AppConfigurationCall] {
        var result: [AppConfigurationCall] = []
        for i in tokens {
            switch f.language {
            case .swift:
                guard f.isPunct(i + 1, Byte.dot), f.isIdentifier(i + 2), members.contains(f.text(i + 2)),
                      let call = SwiftCallParser.parse(f, name: i + 2), !call.arguments.isEmpty else { continue }
                let named = call.arguments.count == 2
                let name = named ? DictionaryLiteral.key(f, call.arguments[0].start).flatMap { call.arguments[0].start == call.arguments[0].end ? $0 : nil } : nil
                let options = call.arguments[call.arguments.count - 1]
                var found = AppConfigurationCall(start: i, end: call.end, name: name)
                found.read(f, options.start, options.end, labels: labels, constants: constants)
                result.append(found)
            case .objectiveC:
                guard f.isPunct(i - 1, Byte.openBracket), f.isIdentifier(i + 1), members.contains(f.text(i + 1)),
                      let send = ObjCMessageParser.send(startingSelectorAt: i + 1, in: f), send.pieces.allSatisfy(\.hasArgument) else { continue }
                let named = send.pieces.count == 2
                let name = named ? DictionaryLiteral.key(f, send.pieces[0].argumentStart) : nil
                let options = send.pieces[send.pieces.count - 1]
                var found = AppConfigurationCall(start: send.open, end: send.close, name: name)
                found.read(f, options.argumentStart, options.argumentEnd, labels: labels, constants: constants)
                result.append(found)
            }
        }
        return result
    }

    /// Reads the options expression `start…end`: in place, or a variable assigned in the file.
    private mutating func read(_ f: SourceFile, _ start: Int, _ end: Int, labels: [String], constants: [String: String]) {
        if start == end, f.isIdentifier(start) {
            optionsVariable = f.text(start)
            // `let options = WDGOptions(syncURL: …)` / `WDGOptions *options = [[WDGOptions alloc] initWithSyncURL:…];`
            for k in 1..<f.tokens.count where f.isIdentifier(k) && f.textEquals(k, f.text(start)) && f.isPunct(k + 1, Byte.equal) {
                if let u = Self.syncURL(f, from: k + 2, to: min(k + 12, f.tokens.count - 1), labels: labels, constants: constants) { url = u; return }
            }
            return
        }
        url = Self.syncURL(f, from: start, to: end, labels: labels, constants: constants)
    }

    /// The URL after the first sync URL label between `from` and `to`.
    static func syncURL(_ f: SourceFile, from: Int, to: Int, labels: [String], constants: [String: String]) -> LiteralURL? {
        guard from <= to else { return nil }
        for k in from...to where f.isIdentifier(k) && labels.contains(f.text(k)) && f.isPunct(k + 1, Byte.colon) {
            if let value = DictionaryLiteral.key(f, k + 2) { return LiteralURL(string: value) }
            if f.isIdentifier(k + 2), let value = constants[f.text(k + 2)] { return LiteralURL(string: value) }
        }
        return nil
    }
}
