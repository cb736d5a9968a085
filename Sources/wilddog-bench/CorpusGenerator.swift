import Foundation

/// Writes a legacy Wilddog codebase of a given size: Swift and Objective-C files built from
/// varied blocks of 1.x API use (data, queries, transactions, auth), plus an app delegate.
enum CorpusGenerator {
    static func write(to dir: URL, lines target: Int, linesPerFile: Int) -> (swift: [URL], objc: [URL], lines: (swift: Int, objc: Int)) {
        var swift: [URL] = [], objc: [URL] = []
        var swiftLines = 0, objcLines = 0
        var n = 0
        try? appDelegate.write(to: dir.appendingPathComponent("AppDelegate.swift"), atomically: false, encoding: .utf8)
        swift.append(dir.appendingPathComponent("AppDelegate.swift"))
        swiftLines += lineCount(appDelegate)
        while swiftLines + objcLines < target {
            let isSwift = n % 2 == 0
            var text = isSwift ? "import Foundation\nimport Wilddog\n\nclass Screen\(n) {\n    var ref: Wilddog!\n    var handle: WilddogHandle = 0\n" : "#import <Foundation/Foundation.h>\n#import <Wilddog/Wilddog.h>\n\n@implementation Store\(n)\n"
            var count = lineCount(text)
            var k = 0
            while count < linesPerFile - 30 {
                let block = isSwift ? swiftBlock(n, k) : objcBlock(n, k)
                text += block
                count += lineCount(block)
                k += 1
            }
            text += isSwift ? "}\n" : "@end\n"
            count += 1
            let name = isSwift ? "Screen\(n).swift" : "Store\(n).m"
            let url = dir.appendingPathComponent(name)
            try? text.write(to: url, atomically: false, encoding: .utf8)
            if isSwift { swift.append(url); swiftLines += count } else { objc.append(url); objcLines += count }
            n += 1
        }
        return (swift, objc, (swiftLines, objcLines))
    }

    /// The number of line breaks in `s`.
    static func lineCount(_ s: String) -> Int { s.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 } }

    static let appDelegate = """
    import UIKit
    import Wilddog

    class AppDelegate: UIResponder {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Wilddog.setLoggingEnabled(false)
            return true
        }
    }

    """

    static func swiftBlock(_ n: Int, _ k: Int) -> String {
        """

            // Block \(k): messages of room \(n), with a "string" and a /* comment */.
            func load\(k)(_ limit: UInt) {
                ref = Wilddog(url: "https://bench-app.wilddogio.com/rooms/\(n)/\(k)")
                let messages = ref.childByAppendingPath("messages").queryOrderedByChild("time").queryLimitedToLast(limit)
                handle = messages.observeEventType(.ChildAdded, withBlock: { snapshot in
                    let text = snapshot.childSnapshotForPath("text").value as? String ?? ""
                    print("\\(snapshot.key): \\(text)")
                }, withCancelBlock: { error in
                    print(error.localizedDescription)
                })
                ref.queryOrderedByKey().queryStartingAtValue("a").queryEndingAtValue("z").observeSingleEventOfType(.Value) { snapshot in
                    for child in snapshot.children {
                        let item = child as! WDataSnapshot
                        if item.hasChildren() { print(item.childrenCount) }
                    }
                }
                ref.childByAutoId().setValue(["text": "hello \(k)", "time": [".sv": "timestamp"]]) { error, ref in
                    if error != nil { print("failed") }
                }
                ref.runTransactionBlock({ (data: WMutableData!) in
                    data.value = (data.value as? Int ?? 0) + 1
                    return WTransactionResult.successWithValue(data)
                })
                ref.authUser("user\(k)@example.com", password: "secret") { error, authData in
                    print(authData?.uid ?? "none")
                }
                ref.removeObserverWithHandle(handle)
            }

        """
    }

    static func objcBlock(_ n: Int, _ k: Int) -> String {
        """

        // Block \(k) of store \(n), with an @"string" and a /* comment */.
        - (void)load\(k):(NSUInteger)limit {
            Wilddog *ref = [[Wilddog alloc] initWithUrl:@"https://bench-app.wilddogio.com/stores/\(n)/\(k)"];
            WQuery *recent = [[[ref childByAppendingPath:@"items"] queryOrderedByChild:@"time"] queryLimitedToLast:limit];
            WilddogHandle handle = [recent observeEventType:WEventTypeChildAdded withBlock:^(WDataSnapshot *snapshot) {
                NSLog(@"%@ %@", snapshot.key, [snapshot childSnapshotForPath:@"name"].value);
            } withCancelBlock:^(NSError *error) {
                NSLog(@"%@", error);
            }];
            [[ref childByAutoId] setValue:@{@"at": kWilddogServerValueTimestamp} withCompletionBlock:^(NSError *error, Wilddog *r) {
                if (error) { NSLog(@"failed"); }
            }];
            [ref runTransactionBlock:^WTransactionResult *(WMutableData *data) {
                data.value = @([data.value integerValue] + 1);
                return [WTransactionResult successWithValue:data];
            }];
            [ref authUser:@"user@example.com" password:@"secret" withCompletionBlock:^(NSError *error, WAuthData *authData) {
                NSLog(@"%@", authData.uid);
            }];
            [ref removeObserverWithHandle:handle];
        }

        """
    }
}
