import Foundation
import WilddogSync
import WilddogAuth

final class ChatRoomViewModel {
    let roomID: String
    let ref: WDGSyncReference
    private var query: WDGSyncQuery?
    private var handles: [WDGDataEventType: WDGSyncHandle] = [:]
    private(set) var messages: [ChatMessage] = []
    var onMessage: MessageBlock?
    var typingRef: WDGSyncReference?

    init(roomID: String, root: RoomRef) {
        self.roomID = roomID
        ref = root.messages(of: roomID)
    }

    func join() {
        let recent = ref.queryOrdered(byChild: "sentAt").queryLimited(toLast: 50)
        query = recent
        handles[.childAdded] = recent.observe(.childAdded, with: { [weak self] snapshot in
            guard let strongSelf = self, let message = ChatMessage(snapshot: snapshot) else { return }
            strongSelf.messages.append(message)
            strongSelf.onMessage?(message)
        })
        handles[.childRemoved] = recent.observe(.childRemoved) { [weak self] snapshot in
            self?.messages.removeAll { $0.id == snapshot.key }
            print("\(describe(.childRemoved)) \(snapshot.key) from \((snapshot.ref.parent ?? snapshot.ref.root).key)")
        }
        handles[.childChanged] = recent.observe(.childChanged, andPreviousSiblingKeyWith: { snapshot, previous in
            print("edited \(snapshot.key) after \(previous ?? "nothing"): \(snapshot.string(at: "text") ?? "")")
        }, withCancel: { error in
            print("room \(self.roomID) closed: \((error as NSError).code)")
        })
        typingRef = (ref.parent ?? ref.root).child("typing")
        typingRef?.queryOrderedByValue().queryEqual(toValue: true).observeSingleEvent(of: .value, with: { snapshot in
            let names = snapshot.childSnapshots.map { $0.key }
            print("\(names.count) typing in \(self.roomID): \(names.joined(separator: ", "))")
        })
    }

    func post(_ text: String) {
        let message = ref.childByAutoId()
        let payload: [String: Any] = ["author": WDGAuth.auth()?.currentUser?.uid ?? "anonymous", "text": text, "sentAt": WDGServerValue.timestamp()]
        message.setValue(payload, andPriority: Date().timeIntervalSince1970) { error, written in
            if let error = error {
                print("post failed at \(written.key): \(error.localizedDescription)")
                return
            }
            self.bumpUnread(for: ((written.parent ?? written.root).parent ?? (written.parent ?? written.root).root))
        }
    }

    private func bumpUnread(for room: WDGSyncReference) {
        room.child("unread").runTransactionBlock({ (current: WDGMutableData!) -> WDGTransactionResult in
            if current.value is NSNull {
                current.value = 1
            } else if let n = current.value as? Int {
                current.value = n + 1
            } else {
                return WDGTransactionResult.abort()
            }
            return WDGTransactionResult.success(withValue: current)
        }, andCompletionBlock: { error, committed, snapshot in
            print("unread in \(room.key): \(snapshot?.value ?? "?") committed=\(committed) \(error == nil ? "" : "error")")
        }, withLocalEvents: false)
    }

    func setTyping(_ typing: Bool) {
        guard let typingRef = typingRef, let uid = WDGAuth.auth()?.currentUser?.uid else { return }
        let mine = typingRef.child(uid)
        if typing {
            mine.setValue(true)
            mine.onDisconnectRemoveValue()
        } else {
            mine.removeValue()
            mine.cancelDisconnectOperations()
        }
    }

    func leave() {
        for (event, handle) in handles {
            query?.removeObserver(withHandle: handle)
            print("stopped \(describe(event)) (\(event == .childAdded ? "feed" : "updates")) handle \(handle)")
        }
        handles.removeAll()
        ref.removeAllObservers()
    }
}
