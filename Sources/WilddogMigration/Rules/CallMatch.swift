/// A call site in a file that matches a `call` entry.
enum CallMatch {
    case swift(SwiftCall, CallEntry)
    case objc(ObjCMessageSend, CallEntry)

    var entry: CallEntry {
        switch self {
        case .swift(_, let e), .objc(_, let e): return e
        }
    }
}
