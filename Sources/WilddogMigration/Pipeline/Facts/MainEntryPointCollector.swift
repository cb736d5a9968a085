import Foundation

/// Entry points other than the launch method: the top-level code of `main.swift` (after its
/// imports), a `@main` type's `static func main()`, a SwiftUI `App`'s `init()` (added when missing),
/// and an Objective-C command-line program's `int main(…)` (inside its `@autoreleasepool` when it
/// opens with one; an app's `main` that hands over to `UIApplicationMain` leaves it to the delegate).
struct MainEntryPointCollector: FactCollecting {
    var triggers: Set<String> { ["main"] }

    func collect(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        guard f.language == .swift else { return collectCFunction(f, c, &facts) }
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
                   let pc = f.partnerOf(j + 3) { mainBody = EntryPointBody.nextBrace(f, after: pc, limit: close) }
                if f.tokenIs(j, "init"), f.isPunct(j + 1, Byte.openParen), f.isPunct(j + 2, Byte.closeParen) {
                    initBody = EntryPointBody.nextBrace(f, after: j + 2, limit: close)
                }
                j += 1
            }
            if let body = mainBody ?? (conformsToApp ? initBody : nil) {
                if let site = EntryPointBody.site(f, open: body) { facts.launchSites.append(site) }
            } else if conformsToApp, var site = EntryPointBody.site(f, open: k) {
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

    /// `int main(int argc, …) {` at the top level of an Objective-C file.
    private func collectCFunction(_ f: SourceFile, _ c: [String: [Int]], _ facts: inout FileFacts) {
        for i in c["main"] ?? [] where f.enclosingOf(i) == nil && f.tokenIs(i - 1, "int") && f.isPunct(i + 1, Byte.openParen) {
            guard let close = f.partnerOf(i + 1), f.isPunct(close + 1, Byte.openBrace), let end = f.partnerOf(close + 1),
                  !(close + 2..<end).contains(where: { f.tokenIs($0, "UIApplicationMain") || f.tokenIs($0, "NSApplicationMain") }) else { continue }
            var body = close + 1
            if f.isPunct(body + 1, Byte.at), f.tokenIs(body + 2, "autoreleasepool"), f.isPunct(body + 3, Byte.openBrace),
               f.partnerOf(body + 3).map({ $0 < end }) == true { body += 3 }
            if let site = EntryPointBody.site(f, open: body) { facts.launchSites.append(site) }
        }
    }
}
