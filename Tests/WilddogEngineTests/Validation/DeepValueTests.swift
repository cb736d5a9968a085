import Foundation
import Testing
@testable import WilddogEngine

/// Deep and self-containing values are rejected with the depth error (SEMANTICS.md §8.3),
/// found one level at a time: nothing recurses through the whole value, so neither a deep
/// value on a small stack nor a cycle can crash the process.
@Suite struct DeepValueTests {
    static let message = "set failed: value argument path specified exceeds the maximum depth that can be written (32) "
        + "or object contains a cycle"

    @Test(arguments: DeepValue.Kind.allCases)
    func deepValuesAreRejectedOnTheDefaultStack(_ kind: DeepValue.Kind) {
        let value = DeepValue.make(kind, depth: 5000)
        let message = onThread(stackSize: nil) { validationMessage { try NodeParser(method: "set").parse(value.value) } } ?? nil
        #expect(message?.hasPrefix(Self.message) == true)
    }

    @Test(arguments: DeepValue.Kind.allCases)
    func deepValuesAreRejectedOnASmallStack(_ kind: DeepValue.Kind) {
        let value = DeepValue.make(kind, depth: 300)
        let message = onThread(stackSize: 512 * 1024) { validationMessage { try NodeParser(method: "set").parse(value.value) } } ?? nil
        #expect(message?.hasPrefix(Self.message) == true)
    }

    @Test(arguments: DeepValue.Kind.allCases)
    func deepPrioritiesAndDotValuesAreRejected(_ kind: DeepValue.Kind) {
        let value = DeepValue.make(kind, depth: 300)
        let parser = NodeParser(method: "set")
        let messages = onThread(stackSize: 512 * 1024) {
            [validationMessage { try parser.parse(["a": 1, ".priority": value.value] as [String: Any]) },
             validationMessage { try parser.parse([".value": value.value] as [String: Any]) },
             validationMessage { try parser.parse([".sv": "timestamp", ".priority": value.value] as [String: Any]) },
             validationMessage { try parser.parsePriority(value.value) as Any }]
        }
        #expect(messages?[0]?.hasPrefix(Self.message) == true)
        #expect(messages?[1]?.hasPrefix(Self.message) == true)
        #expect(messages?[2]?.hasPrefix(Self.message) == true)
        // A deep priority is an object, which no priority may be.
        #expect(messages?[3]?.contains("must be a valid Wilddog priority") == true)
    }

    @Test(arguments: [DeepValue.Kind.cyclicDictionary, .cyclicArray, .mutualCycle])
    func cyclesAreRejectedAnywhere(_ kind: DeepValue.Kind) {
        let cycle = DeepValue.make(kind, depth: 0)
        let messages = onThread(stackSize: 512 * 1024) {
            [validationMessage { try NodeParser(method: "set").parse(cycle.value) },
             validationMessage { try NodeParser(method: "set").parse(["x": ["y": cycle.value]] as [String: Any]) },
             validationMessage { try NodeParser(method: "set").parse(NSArray(array: [1, cycle.value])) }]
        }
        for message in messages ?? [nil] { #expect(message?.hasPrefix(Self.message) == true) }
        cycle.breakCycle()
    }

    @Test func shallowFoundationCollectionsStillParse() throws {
        let inner = NSMutableDictionary()
        inner["b"] = NSNumber(value: 2)
        inner["list"] = NSMutableArray(array: ["x", NSNull(), NSNumber(value: 1.5)])
        let outer = NSMutableDictionary()
        outer["a"] = inner
        outer[".priority"] = NSNumber(value: 7)
        let data = try NodeParser(method: "set").parse(outer)
        #expect(try canonicalJSON(data.exportValue) == #"{".priority":7,"a":{"b":2,"list":{"0":"x","2":1.5}}}"#)
        let nonStringKey = NSMutableDictionary()
        nonStringKey[NSNumber(value: 1)] = "x"
        #expect(validationMessage { try NodeParser(method: "set").parse(nonStringKey) }?.contains("invalid key (1)") == true)
    }
}

/// A deep or self-containing value built for a test; `breakCycle` frees a cycle afterwards.
final class DeepValue: @unchecked Sendable {
    // @unchecked: built before the test thread starts and only read by it.
    enum Kind: String, CaseIterable, Sendable {
        case swiftDictionary, swiftArray, nsDictionary, nsArray, mixed, cyclicDictionary, cyclicArray, mutualCycle
    }

    let value: Any
    private let cycleRoots: [AnyObject]

    private init(_ value: Any, cycleRoots: [AnyObject] = []) {
        self.value = value
        self.cycleRoots = cycleRoots
    }

    static func make(_ kind: Kind, depth: Int) -> DeepValue {
        switch kind {
        case .swiftDictionary:
            var value: Any = 1
            for _ in 0..<depth { value = ["k": value] as [String: Any] }
            return DeepValue(value)
        case .swiftArray:
            var value: Any = 1
            for _ in 0..<depth { value = [value] as [Any] }
            return DeepValue(value)
        case .nsDictionary:
            var value: AnyObject = NSNumber(value: 1)
            for _ in 0..<depth { let d = NSMutableDictionary(); d["k"] = value; value = d }
            return DeepValue(value)
        case .nsArray:
            var value: AnyObject = NSNumber(value: 1)
            for _ in 0..<depth { value = NSMutableArray(object: value) }
            return DeepValue(value)
        case .mixed:
            var value: Any = 1
            for i in 0..<depth {
                if i % 2 == 0 { let d = NSMutableDictionary(); d["k"] = value; value = d } else { value = ["k": value] as [String: Any] }
            }
            return DeepValue(value)
        case .cyclicDictionary:
            let d = NSMutableDictionary()
            d["self"] = d
            d["leaf"] = 1
            return DeepValue(d, cycleRoots: [d])
        case .cyclicArray:
            let a = NSMutableArray()
            a.add(a)
            return DeepValue(a, cycleRoots: [a])
        case .mutualCycle:
            let d = NSMutableDictionary(), a = NSMutableArray()
            d["list"] = a
            a.add(d)
            return DeepValue(d, cycleRoots: [d, a])
        }
    }

    /// Empties the self-containing collections so they can be freed.
    func breakCycle() {
        for root in cycleRoots {
            (root as? NSMutableDictionary)?.removeAllObjects()
            (root as? NSMutableArray)?.removeAllObjects()
        }
    }
}

/// Runs `body` on a new thread (with `stackSize` bytes of stack, or the default) and returns
/// its result; nil if it did not finish within 20 s.
func onThread<T>(stackSize: Int?, _ body: @escaping () -> T) -> T? {
    let result = ThreadResult<T>()
    let run = UncheckedBox(body)
    let thread = Thread { result.value = run.value(); result.done.signal() }
    if let stackSize { thread.stackSize = stackSize }
    thread.start()
    guard result.done.wait(timeout: .now() + 20) == .success else { return nil }
    return result.value
}

/// The result of `onThread`'s body.
final class ThreadResult<T>: @unchecked Sendable {
    // @unchecked: written by the thread before it signals, read after the wait.
    var value: T?
    let done = DispatchSemaphore(value: 0)
}
