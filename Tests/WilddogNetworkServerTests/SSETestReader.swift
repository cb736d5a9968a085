import Foundation
import Synchronization
import WilddogTestSupport

/// A REST stream (`Accept: text/event-stream`) read as its events arrive.
final class SSETestReader: Sendable {
    struct Event: Sendable, Equatable {
        let name: String
        let data: String

        /// The `path` and `data` of a put or patch event's JSON.
        var path: String? { (RESTFixture.json(data) as? [String: Any])?["path"] as? String }

        /// Whether the event's `data` member is the JSON value `expected`.
        func carries(_ expected: String) -> Bool {
            guard let object = RESTFixture.json(data) as? [String: Any], let value = object["data"],
                  let text = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]) else { return false }
            return RESTFixture.sameJSON(String(decoding: text, as: UTF8.self), expected)
        }
    }

    private let client: TestTCPClient
    private let consumed = Mutex(0)

    /// Opens a stream of `target` (the server answers with the stream or an error).
    init(_ port: Int, _ target: String, headers: [String: String] = [:]) throws {
        client = try TestTCPClient(port: port)
        var head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        client.send(Array((head + "\r\n").utf8))
    }

    deinit { client.close() }

    func close() { client.close() }

    var isClosed: Bool { client.closed }

    /// The response's status once its head arrived.
    func status() async -> Int? {
        _ = await eventually { HTTPTestClient.parseHead(client.received) != nil }
        return HTTPTestClient.parseHead(client.received)?.0
    }

    /// The whole response once the server closed it (an error answer).
    func response() async -> HTTPTestResponse? {
        _ = await eventually { client.closed }
        return HTTPTestClient.parse(client.received)
    }

    /// Every event received so far, and whether the stream's body ended.
    var events: (events: [Event], ended: Bool) {
        let bytes = client.received
        guard let (_, headers, start) = HTTPTestClient.parseHead(bytes),
              headers.contains(where: { $0.value.hasPrefix("text/event-stream") }),
              let (body, complete) = HTTPTestClient.dechunk(Array(bytes[start...])) else { return ([], false) }
        let text = String(decoding: body, as: UTF8.self)
        var events: [Event] = []
        for block in text.components(separatedBy: "\n\n").dropLast() {
            var name = "message", data = ""
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data = String(line.dropFirst(6)) }
            }
            events.append(Event(name: name, data: data))
        }
        return (events, complete)
    }

    /// The next event not returned before (keep-alives skipped unless asked for), or nil when
    /// none comes within `timeout`.
    func next(timeout: Duration = .seconds(20), keepAlives: Bool = false) async -> Event? {
        var found: Event?
        _ = await eventually(timeout: timeout) {
            let all = events.events
            return consumed.withLock { position in
                while position < all.count {
                    let event = all[position]
                    position += 1
                    if keepAlives || event.name != "keep-alive" {
                        found = event
                        return true
                    }
                }
                return false
            }
        }
        return found
    }
}

extension SSETestReader {
    /// Applies events to `model` until `done` holds for it (true), or no event comes (false).
    func applyUntil(_ model: inout SSEDataModel, timeout: Duration = .seconds(10), _ done: (SSEDataModel) -> Bool) async -> Bool {
        while !done(model) {
            guard let event = await next(timeout: timeout) else { return false }
            model.apply(event)
        }
        return true
    }
}

/// The data a client of a stream holds: each `put` replaces the data at its path, each
/// `patch` sets each child path it names, as Firebase's clients apply them.
struct SSEDataModel {
    private(set) var value: Any?

    mutating func apply(_ event: SSETestReader.Event) {
        guard let object = RESTFixture.json(event.data) as? [String: Any], let path = object["path"] as? String else { return }
        let data = object["data"].flatMap { $0 is NSNull ? nil : $0 }
        let segments = path.split(separator: "/").map(String.init)
        switch event.name {
        case "put":
            value = Self.setting(value, segments[...], data)
        case "patch":
            for (child, childData) in (data as? [String: Any]) ?? [:] {
                let childSegments = segments + child.split(separator: "/").map(String.init)
                value = Self.setting(value, childSegments[...], childData is NSNull ? nil : childData)
            }
        default:
            break
        }
    }

    /// The model as JSON text (keys sorted), `null` when empty.
    var json: String {
        guard let value else { return "null" }
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }

    private static func setting(_ node: Any?, _ path: ArraySlice<String>, _ data: Any?) -> Any? {
        guard let first = path.first else { return data }
        var children = (node as? [String: Any]) ?? [:]
        children[first] = setting(children[first], path.dropFirst(), data)
        return children.isEmpty ? nil : children
    }
}
