import WilddogNetwork

/// The project's one lock lives in `WilddogNetwork` (the bottom module, which both the engine and
/// the servers import); engine code names it as before.
package typealias Lock<State: ~Copyable> = WilddogNetwork.Lock<State>
