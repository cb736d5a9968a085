/// The spelling of a legacy constructor, read from a `constructor` entry: its class (`legacyClass`),
/// its Objective-C selector piece and its Swift argument label (the forms' `initializer`).
struct ConstructorShape: Sendable {
    var legacyClass: String
    /// `initWithUrl` of `[[Wilddog alloc] initWithUrl:U]`.
    var objcSelector: String?
    /// `url` of `Wilddog(url: U)`.
    var swiftLabel: String?

    /// The label (Swift) or selector piece (Objective-C) that takes the URL in the 2.x form (`to`):
    /// `fromURL` of `reference(fromURL: $url)`, `referenceFromURL` of `referenceFromURL:$url`.
    var convertedLabels: [String]

    init?(_ entry: ConstructorMapping) {
        guard let cls = entry.legacyClass else { return nil }
        legacyClass = cls
        objcSelector = entry.objc?.initializer.map { ObjCSelector($0).pieces[0] }
        swiftLabel = entry.swift?.initializer.flatMap { SwiftName($0).labels?.first }
        convertedLabels = [entry.swift?.to, entry.objc?.to].compactMap { $0.flatMap(Self.label(before: "$url")) }
    }

    /// The identifier before the `:` that precedes `placeholder` in `template`.
    private static func label(before placeholder: String) -> (String) -> String? {
        { template in
            guard let r = template.range(of: placeholder) else { return nil }
            var head = template[..<r.lowerBound]
            while head.last == " " { head.removeLast() }
            guard head.last == ":" else { return nil }
            head.removeLast()
            let name = head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name.reversed())
        }
    }

    /// Identifiers a constructor starts with or is recognised by.
    var triggers: Set<String> { Set([legacyClass, objcSelector].compactMap { $0 }) }
}

/// A legacy constructor call: `[[Wilddog alloc] initWithUrl:U]`, `Wilddog(url: U)` or `Wilddog.init(url: U)`.
struct ConstructorSite: Sendable {
    /// First and last token of the whole expression.
    var start: Int
    var end: Int
    /// First and last token of the URL argument.
    var argumentStart: Int
    var argumentEnd: Int

    /// Every constructor of `shape` in the file, using the identifier candidates of a run.
    static func find(_ f: SourceFile, candidates: [String: [Int]], shape: ConstructorShape) -> [ConstructorSite] {
        var sites: [ConstructorSite] = []
        let legacyClass = shape.legacyClass
        switch f.language {
        case .objectiveC:
            guard let selector = shape.objcSelector else { return [] }
            for i in candidates[selector] ?? [] {
                guard let send = ObjCMessageParser.send(startingSelectorAt: i, in: f), send.pieces.count == 1,
                      send.pieces[0].hasArgument, f.isPunct(send.receiverStart, Byte.openBracket),
                      f.partnerOf(send.receiverStart) == send.receiverEnd, send.receiverEnd == send.receiverStart + 3,
                      f.textEquals(send.receiverStart + 1, legacyClass), f.tokenIs(send.receiverStart + 2, "alloc") else { continue }
                sites.append(ConstructorSite(start: send.open, end: send.close, argumentStart: send.pieces[0].argumentStart,
                                             argumentEnd: send.pieces[0].argumentEnd))
            }
        case .swift:
            guard let urlLabel = shape.swiftLabel else { return [] }
            for i in candidates[legacyClass] ?? [] where !f.isPunct(i - 1, Byte.dot) {
                var name = i
                if f.isPunct(i + 1, Byte.dot), f.tokenIs(i + 2, "init") { name = i + 2 }
                guard let call = SwiftCallParser.parse(f, name: name), let close = call.closeParen, call.arguments.count == 1,
                      let label = call.arguments[0].label, f.textEquals(label, urlLabel) else { continue }
                sites.append(ConstructorSite(start: i, end: close, argumentStart: call.arguments[0].start,
                                             argumentEnd: call.arguments[0].end))
            }
        }
        return sites
    }

    /// The literal URL the constructor takes, directly or through one of the string `constants`.
    func url(_ f: SourceFile, constants: [String: String]) -> (url: LiteralURL, direct: Bool)? {
        if argumentStart == argumentEnd, let u = LiteralURL(f, token: argumentStart) { return (u, true) }
        if let name = constantName(f), let value = constants[f.text(name)], let u = LiteralURL(string: value) {
            return (u, false)
        }
        return nil
    }

    /// The token of the constant the URL argument names: `kURL`, or in Swift a static member
    /// `Config.baseURL` (a capitalised name, a type's, before the dot).
    func constantName(_ f: SourceFile) -> Int? {
        if argumentStart == argumentEnd { return f.tokens[argumentStart].kind == .identifier ? argumentStart : nil }
        guard f.language == .swift, argumentEnd == argumentStart + 2, f.isPunct(argumentStart + 1, Byte.dot),
              f.isIdentifier(argumentStart), f.isIdentifier(argumentEnd),
              f.text(argumentStart).first.map({ $0.isUppercase }) == true else { return nil }
        return argumentEnd
    }

    /// The app base URL and the path of a Swift `"https://<host>/…\(x)…"` argument whose host is
    /// written out before the first interpolation; the path is its source text (a literal with the
    /// same interpolations, without quotes).
    func interpolatedURL(_ f: SourceFile) -> (base: String, pathSource: String)? {
        guard f.language == .swift, f.tokens[argumentStart].kind == .stringHead, f.tokens[argumentEnd].kind == .stringTail else { return nil }
        let head = f.tokens[argumentStart], tail = f.tokens[argumentEnd]
        let s = Int(head.start)
        // A plain `"…"` literal (not multi-line, not raw); its head ends with the interpolation's `\`.
        guard f.bytes[s] == Byte.quote, f.bytes[s + 1] != Byte.quote || Int(head.end) - s > 2 && f.bytes[s + 2] != Byte.quote,
              f.bytes[Int(tail.end) - 1] == Byte.quote else { return nil }
        let text = Array(f.bytes[(s + 1)..<(Int(head.end) - 1)])
        guard let schemeEnd = ByteSearch.find(Array("://".utf8), in: text) else { return nil }
        var hostEnd = schemeEnd + 3
        while hostEnd < text.count, text[hostEnd] != Byte.slash { hostEnd += 1 }
        guard hostEnd < text.count, let url = LiteralURL(string: String(decoding: text[..<hostEnd], as: UTF8.self)) else { return nil }
        let pathStart = s + 1 + hostEnd + 1
        return (url.base, String(decoding: f.bytes[pathStart..<(Int(tail.end) - 1)], as: UTF8.self))
    }
}
