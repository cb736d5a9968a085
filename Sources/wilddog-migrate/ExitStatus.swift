/// The documented exit codes of wilddog-migrate.
enum ExitStatus: Int32 {
    /// Success: dry run or write finished (findings do not change the status).
    case success = 0
    /// `--check` (or `docs --check`): something would change.
    case wouldChange = 1
    /// Bad arguments, missing paths, unreadable mapping data, or `--check` with no source file to check.
    case usage = 2
    /// Some paths were left untouched because they could not be read, lexed or written.
    case filesFailed = 3
}
