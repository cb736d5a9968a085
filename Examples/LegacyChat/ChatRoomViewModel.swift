import Foundation
import Wilddog

final class ChatRoomViewModel {
    let roomID: String
    let ref: Wilddog
    private var query: WQuery?
    private var handles: [WEventType: WilddogHandle] = [:]
    private(set) var messages: [ChatMessage] = []
    var onMessage: MessageBlock?
    var typingRef: Wilddog?

    init(roomID: String, root: RoomRef) {
        self.roomID = roomID
        ref = root.messages(of: roomID)
    }

    func join() {
        let recent = ref.queryOrderedByChild("sentAt").queryLimitedToLast(50)
        query = recent
        handles[.ChildAdded] = recent.observeEventType(.ChildAdded, withBlock: { [weak self] snapshot in
            guard let strongSelf = self, let message = ChatMessage(snapshot: snapshot) else { return }
            strongSelf.messages.append(message)
            strongSelf.onMessage?(message)
        })
        handles[.ChildRemoved] = recent.observeEventType(.ChildRemoved) { [weak self] snapshot in
            self?.messages.removeAll { $0.id == snapshot.key }
            print("\(describe(.ChildRemoved)) \(snapshot.key) from \(snapshot.ref.parent.key)")
        }
        handles[.ChildChanged] = recent.observeEventType(.ChildChanged, andPreviousSiblingKeyWithBlock: { snapshot, previous in
            print("edited \(snapshot.key) after \(previous ?? "nothing"): \(snapshot.string(at: "text") ?? "")")
        }, withCancelBlock: { error in
            print("room \(self.roomID) closed: \((error as NSError).code)")
        })
        typingRef = ref.parent.childByAppendingPath("typing")
        typingRef?.queryOrderedByValue().queryEqualToValue(true).observeSingleEventOfType(.Value, withBlock: { snapshot in
            let names = snapshot.childSnapshots.map { $0.key }
            print("\(names.count) typing in \(self.roomID): \(names.joined(separator: ", "))")
        })
    }

    func post(_ text: String) {
        let message = ref.childByAutoId()
        let payload: [String: Any] = ["author": ref.authData?.uid ?? "anonymous", "text": text, "sentAt": kWilddogServerValueTimestamp]
        message.setValue(payload, andPriority: Date().timeIntervalSince1970) { error, written in
            if let error = error {
                print("post failed at \(written.key): \(error.localizedDescription)")
                return
            }
            self.bumpUnread(for: written.parent.parent)
        }
    }

    private func bumpUnread(for room: Wilddog) {
        room.childByAppendingPath("unread").runTransactionBlock({ (current: WMutableData!) -> WTransactionResult in
            if current.value is NSNull {
                current.value = 1
            } else if let n = current.value as? Int {
                current.value = n + 1
            } else {
                return WTransactionResult.abort()
            }
            return WTransactionResult.successWithValue(current)
        }, andCompletionBlock: { error, committed, snapshot in
            print("unread in \(room.key): \(snapshot?.value ?? "?") committed=\(committed) \(error == nil ? "" : "error")")
        }, withLocalEvents: false)
    }

    func setTyping(_ typing: Bool) {
        guard let typingRef = typingRef, let uid = ref.authData?.uid else { return }
        let mine = typingRef.childByAppendingPath(uid)
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
            query?.removeObserverWithHandle(handle)
            print("stopped \(describe(event)) (\(event == .ChildAdded ? "feed" : "updates")) handle \(handle)")
        }
        handles.removeAll()
        ref.removeAllObservers()
    }
}
