// Added to the mock SDK's Swift Foundation overlay for the Firebase Swift type-check: the Swift
// Foundation API the project's programs use beside the SDK (declarations only, nothing runs).
@_exported import Dispatch

extension Error {
    public var localizedDescription: String { "" }
}
extension Date {
    public init(timeIntervalSinceNow: Double = 0) { fatalError() }
    public init(timeIntervalSince1970: Double) { fatalError() }
    public var timeIntervalSince1970: Double { 0 }
    public func addingTimeInterval(_ t: Double) -> Date { self }
    public static var distantFuture: Date { fatalError() }
}
extension NSNull {
    public convenience init(_ unused: Void = ()) { fatalError() }
}
public final class RunLoop {
    public static var main: RunLoop { fatalError() }
    public static var current: RunLoop { fatalError() }
    public func run(until date: Date) {}
    public func run() {}
}
public final class Thread {
    public static func sleep(forTimeInterval: Double) {}
    public static var isMainThread: Bool { true }
}
public struct UUID: Hashable, Sendable {
    public init() {}
    public var uuidString: String { "" }
}
public final class ProcessInfo {
    public static var processInfo: ProcessInfo { fatalError() }
    public var arguments: [String] { [] }
    public var environment: [String: String] { [:] }
}
public func exit(_ status: Int32) -> Never { fatalError() }
extension String {
    public init(format: String, _ arguments: Any...) { self = format }
    public func trimmingCharacters(in set: CharacterSet) -> String { self }
    public func components(separatedBy separator: String) -> [String] { [] }
    public func replacingOccurrences(of target: String, with replacement: String) -> String { self }
}
public struct CharacterSet: Sendable {
    public static var whitespaces: CharacterSet { CharacterSet() }
    public static var whitespacesAndNewlines: CharacterSet { CharacterSet() }
}
extension NSError: Error {}
extension Date: Comparable {
    public static func < (a: Date, b: Date) -> Bool { false }
}
extension NSEnumerator: Sequence {
    public struct Iterator: IteratorProtocol {
        public mutating func next() -> Any? { nil }
    }
    public func makeIterator() -> Iterator { Iterator() }
}
public final class NSCondition {
    public init() {}
    public func lock() {}
    public func unlock() {}
    public func wait() {}
    public func wait(until limit: Date) -> Bool { true }
    public func signal() {}
    public func broadcast() {}
}
public final class NSLock {
    public init() {}
    public func lock() {}
    public func unlock() {}
}
