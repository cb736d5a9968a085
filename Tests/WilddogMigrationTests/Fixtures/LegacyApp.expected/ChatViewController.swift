import UIKit
import WilddogSync

/// The chat screen: reads and writes messages under /messages.
class ChatViewController: UIViewController {
    let root = WDGSync.sync().reference()
    var messagesRef: WDGSyncReference!
    var connectedRef = WDGSync.sync().reference(withPath: ".info/connected")
    var handle: WDGSyncHandle = 0
    var messages: [WDGDataSnapshot] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        messagesRef = WDGSync.sync().reference(withPath: "messages")

        // Trailing closure and typed closure parameter.
        handle = messagesRef.queryLimited(toLast: 25).observe(.childAdded) { (snapshot: WDGDataSnapshot!) in
            self.messages.append(snapshot)
        }
        messagesRef.observe(.childRemoved, with: { snapshot in
            print("removed \(snapshot.key)")
        }, withCancel: { error in
            print(error.localizedDescription)
        })
        messagesRef.queryOrdered(byChild: "time").queryStarting(atValue: 0, childKey: "a")
            .observe(WDGDataEventType.childChanged, andPreviousSiblingKeyWith: { snapshot, previous in
                print(snapshot.key, previous ?? "first")
            })
        messagesRef.queryOrderedByKey().queryEnding(atValue: "m").queryLimited(toFirst: 10)
            .observeSingleEvent(of: .value, with: { snapshot in
                for child in snapshot.children {
                    let message = child as! WDGDataSnapshot
                    print(message.childSnapshot(forPath: "text").value ?? "")
                }
            })
        root.child("rooms").queryOrderedByValue().queryEqual(toValue: "open")
            .observeSingleEvent(of: .value) { snapshot in
                print(snapshot.exists(), snapshot.hasChildren(), snapshot.childrenCount)
            }
        connectedRef.observe(.value, with: { snapshot in
            let presence = self.root.child("presence/me")
            presence.onDisconnectSetValue(["online": false, "lastSeen": WDGServerValue.timestamp()])
            presence.onDisconnectRemoveValue { error, ref in }
        })
    }

    func send(_ text: String) {
        let message = messagesRef.childByAutoId()
        message.setValue(["text": text, "time": WDGServerValue.timestamp()], withCompletionBlock: { error, ref in
            if error != nil { print("send failed") }
        })
        message.setPriority(1)
        messagesRef.updateChildValues(["last": text])
    }

    func like(_ key: String) {
        messagesRef.child(key).child("likes").runTransactionBlock({ (currentData: WDGMutableData!) in
            let value = currentData.value as? Int ?? 0
            currentData.value = value + 1
            return WDGTransactionResult.success(withValue: currentData)
        }, andCompletionBlock: { error, committed, snapshot in
            print(committed)
        })
    }

    func clear() {
        messagesRef.removeValue { error, ref in }
        messagesRef.cancelDisconnectOperations(completionBlock: nil)
        // wilddog-migrate:ignore
        messagesRef.childByAppendingPath("archive").removeValue()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        messagesRef.removeObserver(withHandle: handle)
        root.sync.goOffline()
    }
}
