import Testing
@testable import WilddogNetwork

/// The incremental request parser: framing, pipelining, limits.
@Suite struct HTTPParserTests {
    private func parseAll(_ text: String, limits: HTTPRequestParser.Limits = HTTPRequestParser.Limits()) throws -> [HTTPRequest] {
        var parser = HTTPRequestParser(limits: limits)
        parser.append(Array(text.utf8))
        var requests: [HTTPRequest] = []
        while let request = try parser.nextRequest() { requests.append(request) }
        return requests
    }

    private func status(_ text: String, limits: HTTPRequestParser.Limits = HTTPRequestParser.Limits()) -> Int? {
        do {
            _ = try parseAll(text, limits: limits)
            return nil
        } catch let error as HTTPParseError {
            return error.status
        } catch {
            return nil
        }
    }

    @Test func parsesARequestWithHeadersAndABody() throws {
        let requests = try parseAll("PUT /a/b.json?print=pretty&x=%22y%22 HTTP/1.1\r\nHost: localhost:9000\r\nContent-Type:  application/json \r\nContent-Length: 7\r\n\r\n{\"a\":1}")
        let request = try #require(requests.first)
        #expect(request.method == "PUT")
        #expect(request.path == "/a/b.json")
        #expect(request.query == "print=pretty&x=%22y%22")
        #expect(request.queryParameters.map(\.name) == ["print", "x"])
        #expect(request.queryParameters.map(\.value) == ["pretty", "\"y\""])
        #expect(request.headers["content-type"] == "application/json")
        #expect(String(decoding: request.body, as: UTF8.self) == "{\"a\":1}")
        #expect(request.keepAlive)
    }

    @Test func pipelinedRequestsComeOutInOrderAcrossAnySplit() throws {
        let text = "GET /1 HTTP/1.1\r\nHost: h\r\n\r\nPOST /2 HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nabcGET /3 HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nxyz\r\n0\r\n\r\n"
        let bytes = Array(text.utf8)
        for split in [1, 2, 3, 7, 16, bytes.count] {
            var parser = HTTPRequestParser()
            var requests: [HTTPRequest] = []
            var index = 0
            while index < bytes.count {
                parser.append(Array(bytes[index..<min(index + split, bytes.count)]))
                index += split
                while let request = try parser.nextRequest() { requests.append(request) }
            }
            #expect(requests.map(\.target) == ["/1", "/2", "/3"])
            #expect(requests.map { String(decoding: $0.body, as: UTF8.self) } == ["", "abc", "xyz"])
        }
    }

    @Test func chunkedBodiesWithExtensionsAndTrailers() throws {
        let requests = try parseAll("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n5;name=value\r\nhello\r\nA\r\n, world!!!\r\n0\r\nX-Trailer: 1\r\n\r\n")
        #expect(String(decoding: try #require(requests.first).body, as: UTF8.self) == "hello, world!!!")
    }

    @Test func keepAliveFollowsVersionAndConnectionHeader() throws {
        #expect(try parseAll("GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n").first?.keepAlive == false)
        #expect(try parseAll("GET / HTTP/1.0\r\n\r\n").first?.keepAlive == false)
        #expect(try parseAll("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n").first?.keepAlive == true)
    }

    @Test func leadingEmptyLinesAndBareLineFeedsAreAccepted() throws {
        let requests = try parseAll("\r\n\nGET /x HTTP/1.1\nHost: h\n\n")
        #expect(requests.map(\.target) == ["/x"])
    }

    @Test func malformedRequestsGet400() {
        for text in [
            "GET\r\n\r\n", "GET / HTTP/1.1 extra\r\nHost: h\r\n\r\n", "GET / HTTX/1.1\r\nHost: h\r\n\r\n",
            "G(T / HTTP/1.1\r\nHost: h\r\n\r\n", "GET nopath HTTP/1.1\r\nHost: h\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: h\r\nNo colon here\r\n\r\n", "GET / HTTP/1.1\r\nHost: h\r\nBad Name: x\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: h\r\nX: a\r\n folded\r\n\r\n", "GET / HTTP/1.1\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1x\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            "POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n",
            "GET / HTTP/1.1\r\nHost: h\r\nX: a\u{1}b\r\n\r\n",
        ] {
            #expect(status(text) == 400, "\(text.debugDescription)")
        }
    }

    @Test func limitsGiveTheirStatusCodes() {
        var limits = HTTPRequestParser.Limits()
        limits.maxRequestLineBytes = 100
        limits.maxHeaderBytes = 200
        limits.maxHeaderCount = 5
        limits.maxBodyBytes = 50
        #expect(status("GET /\(String(repeating: "a", count: 200)) HTTP/1.1\r\nHost: h\r\n\r\n", limits: limits) == 414)
        // The URL limit applies before the line is complete.
        #expect(status("GET /\(String(repeating: "a", count: 200))", limits: limits) == 414)
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\nX: \(String(repeating: "b", count: 300))\r\n\r\n", limits: limits) == 431)
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\nX: \(String(repeating: "b", count: 300))", limits: limits) == 431)
        #expect(status("GET / HTTP/1.1\r\nHost: h\r\n" + (1...6).map { "X\($0): y\r\n" }.joined() + "\r\n", limits: limits) == 431)
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 51\r\n\r\n", limits: limits) == 413)
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999\r\n\r\n", limits: limits) == 413)
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n20\r\n\(String(repeating: "c", count: 32))\r\n20\r\n", limits: limits) == 413)
        #expect(status("GET / HTTP/2.0\r\nHost: h\r\n\r\n") == 505)
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, chunked\r\n\r\n") == 501)
        #expect(status("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nExpect: magic\r\n\r\n") == 417)
    }

    @Test func aFailedParserStaysFailed() {
        var parser = HTTPRequestParser()
        parser.append(Array("BAD\r\n\r\nGET / HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        #expect(throws: HTTPParseError.self) { try parser.nextRequest() }
        #expect(throws: HTTPParseError.self) { try parser.nextRequest() }
    }

    @Test func expectContinueIsReportedUntilTheBodyStarts() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("PUT / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(parser.expectsContinue)
        parser.continueAnswered()
        parser.append(Array("ok".utf8))
        #expect(try parser.nextRequest()?.body == Array("ok".utf8))
    }

    @Test func responseHeadParserKeepsTheBytesAfterTheHead() throws {
        var parser = HTTPResponseHeadParser()
        let bytes = Array("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n".utf8) + [0x81, 0x00]
        bytes.withUnsafeBytes { parser.append(UnsafeRawBufferPointer(rebasing: $0[0..<10])) }
        #expect(try parser.parse() == nil)
        bytes.withUnsafeBytes { parser.append(UnsafeRawBufferPointer(rebasing: $0[10...])) }
        let head = try #require(try parser.parse())
        #expect(head.status == 101)
        #expect(head.headers["upgrade"] == "websocket")
        #expect(parser.takeBufferedBytes() == [0x81, 0x00])
    }
}
