/// The spelling of one mapping entry in one language.
///
/// Each kind accepts only the form fields it reads (its type's `formFields`, listed in
/// `Mappings/README.md`); a form field of another kind is rejected when loading.
///
/// Templates use `$0`, `$1` … for the call's arguments, `$recv` for its receiver, and
/// `$url`, `$base`, `$path`, `$name`, `$then`, `$else` for constructor parts.
public struct MappingForm: Sendable, Codable, Equatable {
    /// Legacy spelling: a selector (`authUser:password:withCompletionBlock:`), a Swift name
    /// (`authUser(_:password:withCompletionBlock:)`), an identifier or an import line.
    public var from: String?
    /// 2.x spelling, in the same notation as `from`.
    public var to: String?
    /// New receiver expression for calls that move (`[WDGAuth auth]`, `WDGAuth.auth()?`).
    public var receiver: String?
    /// Text that replaces the whole call or access.
    public var template: String?
    /// Text put in front of the rewritten expression (`try? `).
    public var prefix: String?
    /// Suggested replacement printed for manual items.
    public var suggest: String?
    /// Constructor: replacement for a root URL of the configured app.
    public var root: String?
    /// Constructor: replacement for a URL with a path in the configured app.
    public var path: String?
    /// Constructor or configuration: form for a second app, configured by name.
    public var named: String?
    /// Constructor: form for a second app's URL known only at run time (a parameter whose callers
    /// all pass that app's URLs), with `$name` and `$url`.
    public var namedURL: String?
    /// Constructor: a choice between two apps' references by the URL's host, for a parameter whose
    /// callers pass URLs of several apps: `$url`, `$base` (the first app's base URL, a literal),
    /// `$then` (that app's reference) and `$else`.
    public var byHost: String?
    /// Constructor (schema 2): the legacy initializer, `init(url:)` in Swift, `initWithUrl:` in
    /// Objective-C; it takes the URL as its only argument.
    public var initializer: String?
    /// Configuration: the launch method whose body receives the configuration.
    public var function: String?
    /// Firebase configuration: the database of a Wilddog app whose URL is known (`Database.database(url: $url)`).
    public var database: String?
    /// Property renames that apply only before one of these members.
    public var followedBy: [String]?
    /// Calls left alone (and reported by the manual rule) when one of these members follows them.
    public var notFollowedBy: [String]?
    /// Module import: `@import X;` form for files that used `@import`.
    public var moduleImport: String?
}
