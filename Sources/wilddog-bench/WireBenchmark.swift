import Foundation
import WilddogEngine

/// The wire codec (`wilddog-bench wire`): decoding a put frame and encoding its ack (the
/// per-write cost on the server; the loopback target is 50,000 acknowledged writes/s, 20 µs a
/// write), encoding a push once for many sockets, and 1 MB objects both ways (against
/// Foundation's JSONSerialization + NodeParser, the in-process path).
enum WireBenchmark {
    static let putFrame = Array(#"{"t":"d","d":{"r":12345,"a":"p","b":{"p":"/rooms/r1/messages/-NxAbC123dEf","d":{"text":"hello world","ts":1724160000000,"user":"u1"}}}}"#.utf8)

    static func run() {
        // `wilddog-bench wire decode|parse`: only that loop, for a profiler.
        switch CommandLine.arguments.dropFirst(2).first {
        case "decode"?:
            print(String(format: "  decode a put frame %8.0f ns", time(minimum: 2) { _ = decodeCount(putFrame) }))
            return
        case "parse"?:
            let big = largeObject()
            print(String(format: "  parse 1 MB %8.2f ms", time(minimum: 2) { _ = try? Node(jsonText: big) } / 1e6))
            return
        default:
            break
        }
        print("wire: codec cost per message, CPU time of this thread (best of 5 runs of >= 0.3 CPU s each)")
        guard case .request(let number, .put(let path, let data, _)) = try! ClientMessage.decode(putFrame) else { fatalError("bad frame") }
        var sink = 0
        let decode = time { sink &+= decodeCount(putFrame) }
        print(String(format: "  decode a put frame (%d bytes)          %8.0f ns", putFrame.count, decode))
        let foundationPut = time {
            if let any = try? JSONSerialization.jsonObject(with: Data(putFrame), options: []) as? [String: Any] { sink &+= any.count }
        }
        print(String(format: "    JSONSerialization of the same frame    %8.0f ns  (reference: Foundation, no node built)", foundationPut))
        let ack = time { sink &+= ServerMessage.reply(number: number, .ok).encoded.count }
        print(String(format: "  encode its ack                          %8.0f ns", ack))
        let both = time {
            if case .request(let r, _) = try? ClientMessage.decode(putFrame) { sink &+= ServerMessage.reply(number: r, .ok).encoded.count }
        }
        print(String(format: "  decode put + encode ack                 %8.0f ns  (%.1f%% of 20 µs)", both, both / 200))
        let push = ServerMessage.push(.overwrite(path: path, data: data, tag: nil))
        let pushNs = time { sink &+= WireFraming.split(push.encoded).count }
        print(String(format: "  encode + frame its push (%d bytes)     %8.0f ns  (once for every listening socket)",
                     push.encoded.count, pushNs))
        let request = ClientMessage.request(number: number, .put(path: path, data: data, hash: nil))
        let requestNs = time { sink &+= request.encoded.count }
        print(String(format: "  client: encode the put                  %8.0f ns", requestNs))
        let pushFrame = push.encoded
        let pushDecode = time { if case .push = try? ServerMessage.decode(pushFrame) { sink &+= 1 } }
        print(String(format: "  client: decode the push                 %8.0f ns", pushDecode))
        let ackFrame = ServerMessage.reply(number: number, .ok).encoded
        let ackDecode = time { if case .reply = try? ServerMessage.decode(ackFrame) { sink &+= 1 } }
        print(String(format: "  client: decode the ack                  %8.0f ns", ackDecode))

        let big = largeObject()
        let node = try! Node(jsonText: big)
        let mb = Double(big.count) / 1_048_576
        let parse = time(minimum: 1.0) { sink &+= (try? Node(jsonText: big))?.childCount ?? 0 }
        print(String(format: "  parse a %.2f MB object (%d children)   %8.2f ms  (%.0f MB/s; freeing the previous tree included)",
                     mb, node.childCount, parse / 1e6, mb / (parse / 1e9)))
        var kept: [Node] = []
        let start = threadCPUNanoseconds()
        for _ in 0..<20 { kept.append(try! Node(jsonText: big)) }
        let parseOnly = (threadCPUNanoseconds() - start) / 20
        print(String(format: "    the parse alone (results kept)         %8.2f ms  (%.0f MB/s)", parseOnly / 1e6, mb / (parseOnly / 1e9)))
        kept.removeAll()
        let foundation = time(minimum: 1.0) {
            let any = try! JSONSerialization.jsonObject(with: Data(big), options: [])
            sink &+= (try? Node(exportValue: any))?.childCount ?? 0
        }
        print(String(format: "    JSONSerialization + NodeParser         %8.2f ms  (%.1fx the wire codec)", foundation / 1e6, foundation / parse))
        let serialize = time(minimum: 1.0) { sink &+= node.jsonBytes.count }
        print(String(format: "  serialize it                            %8.2f ms  (%.0f MB/s)", serialize / 1e6, mb / (serialize / 1e9)))
        let bigPush = ServerMessage.push(.overwrite(path: "list", data: node, tag: nil))
        let frames = time(minimum: 1.0) { sink &+= WireFraming.split(bigPush.encoded).count }
        print(String(format: "  encode + frame it as a push (%d frames) %7.2f ms", WireFraming.split(bigPush.encoded).count, frames / 1e6))
        let pieces = WireFraming.split(bigPush.encoded)
        let assemble = time(minimum: 1.0) {
            var assembler = FrameAssembler()
            for piece in pieces { if case .message(let m) = try? assembler.receive(piece) { sink &+= m.count } }
        }
        print(String(format: "  reassemble its frames                   %8.2f ms", assemble / 1e6))
        let decodeBig = time(minimum: 1.0) { if case .push = try? ServerMessage.decode(bigPush.encoded) { sink &+= 1 } }
        print(String(format: "  client: decode it as a push             %8.2f ms", decodeBig / 1e6))
        let getReply = ServerMessage.reply(number: 7, .data(node)).encoded
        let getDecode = time(minimum: 1.0) { if case .reply = try? ServerMessage.decode(getReply, dataReplies: { _ in true }) { sink &+= 1 } }
        print(String(format: "  client: decode it as a get's reply       %8.2f ms", getDecode / 1e6))
        print("  (sink \(sink % 10))")
    }

    @inline(never)
    static func decodeCount(_ frame: [UInt8]) -> Int {
        if case .request(let r, _) = try? ClientMessage.decode(frame) { return r }
        return 0
    }

    /// About 1 MB of typical app data: 8,000 records of strings, numbers, booleans and a list.
    static func largeObject() -> [UInt8] {
        var rng = SplitMix64(seed: 32)
        var text = "{"
        for i in 0..<8_000 {
            if i > 0 { text += "," }
            let tags = (0..<rng.below(4)).map { "\"tag\($0)\"" }.joined(separator: ",")
            text += "\"-Nx\(String(i, radix: 36))record\":{\"name\":\"User name \(i) é😀\",\"score\":\(rng.below(100_000)),"
                + "\"ratio\":\(Double(rng.below(1_000_000)) / 997),\"active\":\(rng.chance(50)),\"tags\":[\(tags)],"
                + "\"text\":\"Line one\\nline \\\"two\\\" \(rng.next())\"}"
        }
        return Array((text + "}").utf8)
    }

    /// Best mean CPU nanoseconds per call (this thread's CPU time, so that a shared, loaded
    /// host does not inflate the figures) over 5 runs of at least `minimum` CPU seconds each.
    static func time(minimum: Double = 0.3, _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            var calls = 0
            let start = threadCPUNanoseconds()
            var elapsed = 0.0
            while elapsed < minimum * 1e9 {
                let batch = min(max(calls, 1), 1000)
                for _ in 0..<batch { body() }
                calls += batch
                elapsed = threadCPUNanoseconds() - start
            }
            best = min(best, elapsed / Double(calls))
        }
        return best
    }

    static func threadCPUNanoseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1e9 + Double(spec.tv_nsec)
    }
}
