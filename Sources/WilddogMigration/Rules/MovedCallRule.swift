/// Calls that move to another receiver or become a template: auth calls to `WDGAuth.auth()`,
/// class-level calls to `WDGSync`, with their completion blocks reshaped.
struct MovedCallRule: Rule {
    let id = "call-move"
    private let matcher: CallMatcher
    private let processor: CallSiteProcessor

    init(_ mappings: MappingSet) {
        matcher = CallMatcher(mappings.calls.map(CallEntry.init).filter(\.moves))
        processor = CallSiteProcessor(mappings)
    }

    var triggers: Set<String> { matcher.triggers }

    func apply(_ ctx: RuleContext) {
        processor.process(matcher.matches(ctx), ctx, rule: id)
    }
}
