import WilddogNetworkServer

/// `wilddog-bench network-server [wilddog-server options]`: the server the network suite
/// measures, in a process of its own (its memory is read from /proc), started exactly as
/// `wilddog-server` starts it (`ServerMain`): the banner on standard output, SIGTERM stops it
/// (sockets closed, stores flushed).
enum NetworkServerChild {
    static func run(_ arguments: [String]) -> Never {
        ServerMain.run(arguments, program: "network-server")
    }
}
