import Testing

/// Root of every suite in this target. Serialized: some tests flip process-wide switches
/// (`Wilddog.goOffline()`, the default callback queue) that would disturb tests running beside them.
@Suite(.serialized) struct LegacyTests {}
