/// Where a Swift constructor's URL argument comes from when it is a parameter or a stored
/// property: the literal URLs (and URL constants) the project's call sites and assignments pass,
/// and the values among them the tool cannot read.
struct FollowedURL: Sendable {
    /// A URL the value can be, and where it is written.
    struct Value: Sendable {
        var url: LiteralURL
        var site: ProjectIndex.Site
    }

    /// A value the tool cannot read, said as the finding says it: "main.swift:12 passes `makeURL()`".
    struct Unread: Sendable {
        var what: String
        var site: ProjectIndex.Site
    }

    /// How the argument is named in findings: "`url`, a parameter of `init(url:)`".
    var origin: String
    var values: [Value] = []
    var unread: [Unread] = []

    /// The distinct base URLs of `values`, in order of first appearance.
    var bases: [String] {
        var seen: [String] = []
        for v in values where !seen.contains(v.url.base) { seen.append(v.url.base) }
        return seen
    }
}
