/// Reading an object whose payload member depends on other members (the envelope's `d` on
/// `t`, a request's `b` on `r` and `a`, a write's `d` on `p`) in a single pass.
extension JSONReader {
    /// Reads an object. Member `payloadKey` is read by `payload` at once when `ready()` says
    /// the members it depends on were seen, otherwise it is checked, kept, and read after the
    /// object (also when a member it depends on changes after it). `member` reads every other
    /// member and returns whether the payload depends on it. Nil when there is no payload.
    mutating func readObject<T>(payloadKey: String, what: String, ready: () -> Bool,
                                member: (String, inout JSONReader) throws(WireError) -> Bool,
                                payload: (inout JSONReader) throws(WireError) -> T) throws(WireError) -> T? {
        guard peek() == UInt8(ascii: "{") else {
            let value = try readValue()
            throw WireError(.invalidMessage, "\(what) must be an object, not \(value.typeName)")
        }
        var value: T?
        var range: Range<Int>?
        var stale = false
        // A payload that failed to read may still be replaced by a later member (JSON keeps
        // the last of repeated members), so its error waits for the end of the object.
        var failure: WireError?
        var more = try openObject()
        while more {
            let key = try readKey()
            if key == payloadKey {
                skipWhitespace()
                let start = position
                failure = nil
                if ready() {
                    do throws(WireError) {
                        value = try payload(&self)
                        stale = false
                    } catch {
                        rewind(to: start)
                        guard (try? skipValue()) != nil else { throw error }
                        value = nil
                        stale = false
                        failure = error
                    }
                    range = start..<position
                } else {
                    range = try skipValue()
                    value = nil
                    stale = true
                }
            } else if try member(key, &self), range != nil {
                stale = true
                failure = nil
            }
            more = try nextMember()
        }
        if let failure { throw failure }
        guard let range else { return nil }
        if !stale, let value { return value }
        var later = reader(at: range)
        return try payload(&later)
    }
}
