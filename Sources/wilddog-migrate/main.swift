import Foundation
import WilddogMigration

// wilddog-migrate: thin command-line front end; all logic lives in WilddogMigration.
let status = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(status.rawValue)
