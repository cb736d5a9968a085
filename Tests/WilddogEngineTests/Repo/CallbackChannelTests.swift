import Dispatch
import Foundation
import Testing
import WilddogTestSupport
@testable import WilddogEngine

/// Callbacks registered through different channels (the two APIs) run on their own queues, in
/// the order they were produced.
@Suite struct CallbackChannelTests {
    static let key = DispatchSpecificKey<String>()

    static func channel(_ tag: String) -> CallbackChannel {
        let queue = DispatchQueue(label: "channel.\(tag)")
        queue.setSpecific(key: key, value: tag)
        return CallbackChannel(queue)
    }

    @Test func eachObserverAndCompletionRunsOnItsChannelInOrder() {
        let app = TestApp(appId: uniqueAppId())
        let one = Self.channel("one"), two = Self.channel("two")
        let log = Log()
        let place = { DispatchQueue.getSpecific(key: Self.key) ?? "default" }
        app.repo.observe(Path("list"), .default, .childAdded, on: one, handler: { s, _ in
            log.record("one added \(s.path.back?.string ?? "") on \(place())")
        }, cancel: nil)
        app.repo.observe(Path("list"), .default, .childAdded, on: two, handler: { s, _ in
            log.record("two added \(s.path.back?.string ?? "") on \(place())")
        }, cancel: nil)
        app.repo.observe(Path("list"), .default, .childAdded, handler: { s, _ in
            log.record("default added \(s.path.back?.string ?? "") on \(place())")
        }, cancel: nil)
        for i in 0..<5 {
            let channel = i.isMultiple(of: 2) ? one : two
            let tag = i.isMultiple(of: 2) ? "one" : "two"
            app.repo.set(Path("list/k\(i)"), repoNode(i), on: channel, completion: { _ in
                log.record("\(tag) done k\(i) on \(place())")
            })
        }
        #expect(waitUntil { log.all.count == 20 })
        for tag in ["one", "two", "default"] {
            let added = log.all.filter { $0.hasPrefix("\(tag) added") }
            #expect(added == (0..<5).map { "\(tag) added k\($0) on \(tag)" })
        }
        #expect(log.all.filter { $0.hasPrefix("one done") } == ["one done k0 on one", "one done k2 on one", "one done k4 on one"])
        #expect(log.all.filter { $0.hasPrefix("two done") } == ["two done k1 on two", "two done k3 on two"])
        // On its queue, a completion runs after the events its write raised.
        let onOne = log.all.filter { $0.hasSuffix("on one") }
        #expect(onOne.firstIndex(of: "one added k4 on one")! < onOne.firstIndex(of: "one done k4 on one")!)
    }

    /// Channels that share a queue get one run per batch: the batch's order holds across them.
    @Test func channelsSharingAQueueKeepTheBatchOrder() {
        let app = TestApp(appId: uniqueAppId())
        let one = CallbackChannel(app.callbacks), two = CallbackChannel(app.callbacks)
        let log = Log()
        for (name, channel) in [("one", one), ("two", two), ("three", one)] {
            app.repo.observe(Path("x"), .default, .value, on: channel, handler: { s, _ in
                log.record("\(name) \(TestApp.describe(s.node))")
            }, cancel: nil)
        }
        app.settle()
        app.repo.set(Path("x"), repoNode(1), completion: nil)
        app.repo.set(Path("x"), repoNode(2), completion: nil)
        #expect(waitUntil { log.all.count == 9 })
        #expect(log.all == ["one null", "two null", "three null", "one 1", "two 1", "three 1", "one 2", "two 2", "three 2"])
    }

    @Test func changingAChannelsQueueMovesTheCallbacksRaisedFromThenOn() {
        let app = TestApp(appId: uniqueAppId())
        let channel = Self.channel("before")
        let log = Log()
        app.repo.observe(Path("y"), .default, .value, on: channel, handler: { s, _ in
            log.record("\(TestApp.describe(s.node)) on \(DispatchQueue.getSpecific(key: Self.key) ?? "?")")
        }, cancel: nil)
        #expect(waitUntil { log.all == ["null on before"] })
        channel.queue = Self.channel("after").queue
        app.repo.set(Path("y"), repoNode(3), completion: nil)
        #expect(waitUntil { log.all == ["null on before", "3 on after"] })
    }
}
