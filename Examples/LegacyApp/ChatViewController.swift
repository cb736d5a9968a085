import UIKit
import Wilddog

/// The chat screen: reads and writes messages under /messages.
class ChatViewController: UIViewController {
    let root = Wilddog(url: "https://swift-chat.wilddogio.com")
    var messagesRef: Wilddog!
    var connectedRef = Wilddog(url: "https://swift-chat.wilddogio.com/.info/connected")
    var handle: WilddogHandle = 0
    var messages: [WDataSnapshot] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        messagesRef = Wilddog(url: "https://swift-chat.wilddogio.com/messages")

        // Trailing closure and typed closure parameter.
        handle = messagesRef.queryLimitedToLast(25).observeEventType(.ChildAdded) { (snapshot: WDataSnapshot!) in
            self.messages.append(snapshot)
        }
        messagesRef.observeEventType(.ChildRemoved, withBlock: { snapshot in
            print("removed \(snapshot.key)")
        }, withCancelBlock: { error in
            print(error.localizedDescription)
        })
        messagesRef.queryOrderedByChild("time").queryStartingAtValue(0, childKey: "a")
            .observeEventType(WEventType.ChildChanged, andPreviousSiblingKeyWithBlock: { snapshot, previous in
                print(snapshot.key, previous ?? "first")
            })
        messagesRef.queryOrderedByKey().queryEndingAtValue("m").queryLimitedToFirst(10)
            .observeSingleEventOfType(.Value, withBlock: { snapshot in
                for child in snapshot.children {
                    let message = child as! WDataSnapshot
                    print(message.childSnapshotForPath("text").value ?? "")
                }
            })
        root.childByAppendingPath("rooms").queryOrderedByValue().queryEqualToValue("open")
            .observeSingleEventOfType(.Value) { snapshot in
                print(snapshot.exists(), snapshot.hasChildren(), snapshot.childrenCount)
            }
        connectedRef.observeEventType(.Value, withBlock: { snapshot in
            let presence = self.root.childByAppendingPath("presence/me")
            presence.onDisconnectSetValue(["online": false, "lastSeen": [".sv": "timestamp"]])
            presence.onDisconnectRemoveValueWithCompletionBlock { error, ref in }
        })
    }

    func send(_ text: String) {
        let message = messagesRef.childByAutoId()
        message.setValue(["text": text, "time": kWilddogServerValueTimestamp], withCompletionBlock: { error, ref in
            if error != nil { print("send failed") }
        })
        message.setPriority(1)
        messagesRef.updateChildValues(["last": text])
    }

    func like(_ key: String) {
        messagesRef.childByAppendingPath(key).childByAppendingPath("likes").runTransactionBlock({ (currentData: WMutableData!) in
            let value = currentData.value as? Int ?? 0
            currentData.value = value + 1
            return WTransactionResult.successWithValue(currentData)
        }, andCompletionBlock: { error, committed, snapshot in
            print(committed)
        })
    }

    func clear() {
        messagesRef.removeValueWithCompletionBlock { error, ref in }
        messagesRef.cancelDisconnectOperationsWithCompletionBlock(nil)
        // wilddog-migrate:ignore
        messagesRef.childByAppendingPath("archive").removeValue()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        messagesRef.removeObserverWithHandle(handle)
        root.app.goOffline()
    }
}
