// `wilddog-server`: the options, the server, the signals (see `ServerMain` and `ServerOptions.usage`).
import WilddogNetworkServer

ServerMain.run(Array(CommandLine.arguments.dropFirst()))
