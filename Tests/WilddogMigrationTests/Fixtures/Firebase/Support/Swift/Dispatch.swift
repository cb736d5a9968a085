// Replaces the mock SDK's Dispatch overlay for the Firebase Swift type-check: `DispatchQueue` as the
// class programs create and use (`DispatchQueue.main.async { … }`), an Objective-C dispatch queue
// object (`dispatch_queue_t`, what `Database.callbackQueue` takes).
@_exported import WilddogMockDispatch
import ObjectiveC

public struct DispatchTime: Sendable {
    public static func now() -> DispatchTime { DispatchTime() }
    public static func + (t: DispatchTime, seconds: Double) -> DispatchTime { t }
}
open class DispatchQueue: NSObject, OS_dispatch_queue {
    public init(label: String) {}
    public static var main: DispatchQueue { fatalError() }
    public static func global() -> DispatchQueue { fatalError() }
    public func async(execute work: @escaping () -> Void) {}
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {}
}
public final class DispatchSemaphore {
    public init(value: Int) {}
    public func signal() -> Int { 0 }
    public func wait() {}
}
public final class DispatchGroup {
    public init() {}
    public func enter() {}
    public func leave() {}
    public func wait() {}
}
public func dispatchMain() -> Never { fatalError() }
