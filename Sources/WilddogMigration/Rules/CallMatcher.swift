/// Finds the call sites of a set of `call` entries in a file.
struct CallMatcher: Sendable {
    private let swiftByBase: [String: [CallEntry]]
    private let objcByFirstPiece: [String: [CallEntry]]

    /// Matches the entries that change something in a language; with `includeUnchanged`, all of them
    /// (manual entries, which only report).
    init(_ entries: [CallEntry], includeUnchanged: Bool = false) {
        var swift: [String: [CallEntry]] = [:]
        var objc: [String: [CallEntry]] = [:]
        for e in entries {
            if let s = e.swiftFrom, includeUnchanged || e.changes(.swift) { swift[s.base, default: []].append(e) }
            if let o = e.objcFrom, includeUnchanged || e.changes(.objectiveC) { objc[o.pieces[0], default: []].append(e) }
        }
        swiftByBase = swift
        objcByFirstPiece = objc
    }

    var triggers: Set<String> { Set(swiftByBase.keys).union(objcByFirstPiece.keys) }

    /// Matches in file order.
    func matches(_ ctx: RuleContext) -> [CallMatch] {
        let f = ctx.file
        var found: [(Int, CallMatch)] = []
        switch f.language {
        case .swift:
            for (_, entries, tokens) in ctx.present(swiftByBase) {
                for i in tokens {
                    if let m = matchSwift(f, i, entries, ctx) { found.append((i, m)) }
                }
            }
        case .objectiveC:
            for (_, entries, tokens) in ctx.present(objcByFirstPiece) {
                for i in tokens {
                    guard let send = ObjCMessageParser.send(startingSelectorAt: i, in: f) else { continue }
                    for e in entries where Self.selector(send, f, equals: e.objcFrom) {
                        if let cls = e.receiverClass, !(send.receiverStart == send.receiverEnd && f.textEquals(send.receiverStart, cls)) {
                            continue
                        }
                        if let names = e.objc?.notFollowedBy, Self.followed(f, after: send.close, by: names) {
                            ctx.reserve(f.range(send.open, send.close))
                            break
                        }
                        found.append((i, .objc(send, e)))
                        break
                    }
                }
            }
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    private func matchSwift(_ f: SourceFile, _ i: Int, _ entries: [CallEntry], _ ctx: RuleContext) -> CallMatch? {
        if i > 0, f.tokens[i - 1].kind == .identifier, f.tokenIs(i - 1, "func") { return nil }
        guard let call = SwiftCallParser.parse(f, name: i) else { return nil }
        for e in entries {
            guard let labels = e.swiftFrom?.labels, labels.count == call.arguments.count else { continue }
            var ok = true
            for (k, a) in call.arguments.enumerated() {
                if let label = a.label {
                    if !f.textEquals(label, labels[k]) { ok = false; break }
                } else if !a.isTrailingClosure && labels[k] != "_" {
                    ok = false
                    break
                }
            }
            guard ok else { continue }
            if let cls = e.receiverClass {
                guard let rs = call.receiverStart, let dot = call.dot, rs == dot - 1, f.textEquals(rs, cls) else { continue }
            }
            if let names = e.swift?.notFollowedBy, Self.followed(f, after: call.end, by: names) {
                ctx.reserve(f.range(call.receiverStart ?? call.name, call.end))
                return nil
            }
            return .swift(call, e)
        }
        return nil
    }

    /// True when the send's selector is `selector`, compared piece by piece.
    static func selector(_ send: ObjCMessageSend, _ f: SourceFile, equals selector: ObjCSelector?) -> Bool {
        guard let selector, selector.pieces.count == send.pieces.count else { return false }
        if selector.isUnary != (send.pieces[0].colon == nil) { return false }
        for (k, p) in send.pieces.enumerated() where !f.textEquals(p.name, selector.pieces[k]) { return false }
        return true
    }

    /// True when the expression ending at token `end` is followed by `.name` or, as the receiver of a
    /// message, by the selector `name`, for one of `names`.
    static func followed(_ f: SourceFile, after end: Int, by names: [String]) -> Bool {
        let next = f.isPunct(end + 1, Byte.dot) ? end + 2 : end + 1
        guard next < f.tokens.count, f.tokens[next].kind == .identifier else { return false }
        return names.contains { f.textEquals(next, $0) }
    }
}
