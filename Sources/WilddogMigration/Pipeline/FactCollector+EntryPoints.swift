import Foundation

/// Where the app configuration can be inserted: the launch method, `@main`, a SwiftUI `App`, `main.swift`.
extension FactCollector {
    /// Entry points other than the launch method: the top-level code of `main.swift` (after its
    /// imports), a `@main` type's `static func main()`, a SwiftUI `App`'s `init()` (added when missing).
    func collectMainEntryPoints(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return }
        for at in (c["main"] ?? []).map({ $0 - 1 }) where f.isPunct(at, Byte.at) && f.enclosingOf(at) == nil {
            var k = at + 2
            while k < f.tokens.count, !f.isPunct(k, Byte.openBrace) { k += 1 }
            guard k < f.tokens.count, let close = f.partnerOf(k) else { continue }
            let conformsToApp = (at + 2..<k).contains { f.tokenIs($0, "App") && f.isPunct($0 - 1, Byte.colon) || f.tokenIs($0, "App") && f.isPunct($0 - 1, Byte.comma) }
            var mainBody: Int?
            var initBody: Int?
            var j = k + 1
            while j < close {
                if let p = f.partnerOf(j), p > j, f.isPunct(j, Byte.openBrace) { j = p + 1; continue }
                if f.tokenIs(j, "static"), f.tokenIs(j + 1, "func"), f.tokenIs(j + 2, "main"), f.isPunct(j + 3, Byte.openParen),
                   let pc = f.partnerOf(j + 3) { mainBody = nextBrace(f, after: pc, limit: close) }
                if f.tokenIs(j, "init"), f.isPunct(j + 1, Byte.openParen), f.isPunct(j + 2, Byte.closeParen) {
                    initBody = nextBrace(f, after: j + 2, limit: close)
                }
                j += 1
            }
            if let body = mainBody ?? (conformsToApp ? initBody : nil) {
                if let site = bodySite(f, open: body) { facts.launchSites.append(site) }
            } else if conformsToApp, var site = bodySite(f, open: k) {
                site.opensInit = true
                facts.launchSites.append(site)
            }
        }
        guard (f.path as NSString).lastPathComponent == "main.swift", f.tokens.count > 1 else { return }
        let imports = f.tokens.indices.filter { ($0 == 0 || f.tokens[$0].newlineBefore) && f.tokenIs($0, "import") && f.enclosingOf($0) == nil }
        var offset = Int(f.tokens[0].start)
        if let last = imports.last {
            var k = last + 1
            while k < f.tokens.count, !f.tokens[k].newlineBefore, f.tokens[k].kind != .endOfFile { k += 1 }
            offset = Int(f.tokens[k - 1].end)
            while offset < f.bytes.count, f.bytes[offset] != Byte.newline { offset += 1 }
            offset = min(offset + 1, f.bytes.count)
        } else {
            while offset > 0, f.bytes[offset - 1] != Byte.newline { offset -= 1 }
        }
        facts.launchSites.append(.init(path: f.path, offset: offset, indentation: "", ownLine: true))
    }

    func nextBrace(_ f: SourceFile, after i: Int, limit: Int) -> Int? {
        var k = i + 1
        while k < limit, !f.isPunct(k, Byte.openBrace) { k += 1 }
        return k < limit ? k : nil
    }

    /// Where text goes at the start of the body opened by `open`.
    func bodySite(_ f: SourceFile, open: Int) -> ProjectIndex.LaunchSite? {
        guard let close = f.partnerOf(open) else { return nil }
        let indentation = open + 1 < close ? lineIndentation(f, open + 1) : lineIndentation(f, open) + "    "
        // Insert on a line of its own when the `{` ends its line, so the diff shows one added line.
        var offset = Int(f.tokens[open].end)
        var k = offset
        while k < f.bytes.count, f.bytes[k] == Byte.space || f.bytes[k] == Byte.tab || f.bytes[k] == Byte.carriageReturn { k += 1 }
        let ownLine = k < f.bytes.count && f.bytes[k] == Byte.newline
        if ownLine { offset = k + 1 }
        return .init(path: f.path, offset: offset, indentation: indentation, ownLine: ownLine)
    }

    /// `func application(_:didFinishLaunchingWithOptions:) … {` or `- (BOOL)application:… didFinishLaunchingWithOptions:… {`,
    /// found by the last label or selector piece of the launch method.
    func collectLaunchSite(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        let last = f.language == .swift ? launchMethod?.labels?.last : launchSelector?.pieces.last
        for i in last.flatMap({ c[$0] }) ?? [] {
            var body: Int?
            switch f.language {
            case .swift:
                guard let open = f.enclosingOf(i), f.isPunct(open, Byte.openParen), let base = launchMethod?.base,
                      f.isIdentifier(open - 1), f.textEquals(open - 1, base),
                      f.tokenIs(open - 2, "func"), let close = f.partnerOf(open) else { continue }
                var k = close + 1
                while k < f.tokens.count, !f.isPunct(k, Byte.openBrace) { k += 1 }
                body = k < f.tokens.count ? k : nil
            case .objectiveC:
                guard f.enclosingOf(i) == nil, f.isPunct(i + 1, Byte.colon) else { continue }
                var k = i + 2
                while k < f.tokens.count, !f.isPunct(k, Byte.openBrace), !f.isPunct(k, Byte.semicolon) { k += 1 }
                body = k < f.tokens.count && f.isPunct(k, Byte.openBrace) ? k : nil
            }
            guard let open = body, let site = bodySite(f, open: open) else { continue }
            facts.launchSites.append(site)
        }
    }

    /// Leading spaces and tabs of the line holding token `i`.
    func lineIndentation(_ f: SourceFile, _ i: Int) -> String {
        var s = Int(f.tokens[i].start)
        while s > 0, f.bytes[s - 1] != Byte.newline { s -= 1 }
        var e = s
        while e < f.bytes.count, f.bytes[e] == Byte.space || f.bytes[e] == Byte.tab { e += 1 }
        return f.text(bytes: s..<e)
    }
}
