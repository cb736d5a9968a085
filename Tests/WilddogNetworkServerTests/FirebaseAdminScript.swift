/// The Python script `FirebaseAdminTests` runs: firebase-admin's `db` module (REST and SSE)
/// against a server, as against the emulator (`FIREBASE_DATABASE_EMULATOR_HOST`, `ns=`, the
/// credential `owner`). It prints `firebase-admin OK`, or `FAILED: …` and exits 1.
enum FirebaseAdminScript {
    static let source = #"""
"""Drives wilddog-server with firebase-admin's db module (REST + SSE), as the emulator."""
import sys
import threading
import time

import firebase_admin
from firebase_admin import db


def expect(condition, what):
    if not condition:
        print(f"FAILED: {what}", flush=True)
        sys.exit(1)


def main():
    namespace = sys.argv[1]
    app = firebase_admin.initialize_app(options={"databaseURL": f"https://{namespace}.firebaseio.com"})
    scores = db.reference("/scores", app=app)
    scores.set({"ann": {"score": 7}, "bob": {"score": 3}, "cid": {"score": 9}})
    expect(scores.get() == {"ann": {"score": 7}, "bob": {"score": 3}, "cid": {"score": 9}}, f"read back: {scores.get()}")
    top = scores.order_by_child("score").limit_to_last(2).get()
    expect(list(top.keys()) == ["ann", "cid"], f"ordered query: {top}")
    keys = scores.order_by_key().start_at("b").get()
    expect(list(keys.keys()) == ["bob", "cid"], f"key query: {keys}")
    values = db.reference("/plain", app=app)
    values.set({"x": 3, "y": 1, "z": 2})
    expect(list(values.order_by_value().limit_to_first(2).get().items()) == [("y", 1), ("z", 2)], "value query")
    pushed = scores.push({"score": 1})
    expect(len(pushed.key) == 20 and pushed.get() == {"score": 1}, f"push: {pushed.key}")
    scores.child("bob").update({"score": 4, "team": "a"})
    expect(scores.child("bob").get() == {"score": 4, "team": "a"}, "update")
    data, etag = scores.child("bob").get(etag=True)
    ok, _, _ = scores.child("bob").set_if_unchanged(etag, {"score": 5})
    expect(ok, "set_if_unchanged with the current etag")
    ok, current, _ = scores.child("bob").set_if_unchanged(etag, {"score": 6})
    expect(not ok and current == {"score": 5}, f"set_if_unchanged with a stale etag: {ok} {current}")
    counter = db.reference("/counter", app=app)
    for _ in range(3):
        counter.transaction(lambda value: (value or 0) + 1)
    expect(counter.get() == 3, f"transaction: {counter.get()}")

    events = []
    arrived = threading.Condition()

    def on_event(event):
        with arrived:
            events.append((event.event_type, event.path, event.data))
            arrived.notify_all()

    def wait_for(count):
        deadline = time.time() + 20
        with arrived:
            while len(events) < count and time.time() < deadline:
                arrived.wait(0.2)
        expect(len(events) >= count, f"events: {events}")

    live = db.reference("/live", app=app)
    live.set({"a": 0})
    listener = live.listen(on_event)
    wait_for(1)
    live.child("a").set(1)
    wait_for(2)
    live.update({"b": 2})
    wait_for(3)
    # firebase-admin's listener thread raises when its stream is closed under it: not ours.
    threading.excepthook = lambda args: None
    listener.close()
    expect(events[0] == ("put", "/", {"a": 0}), f"first event: {events[0]}")
    expect(events[1] == ("put", "/a", 1), f"second event: {events[1]}")
    expect(events[2] == ("patch", "/", {"b": 2}), f"third event: {events[2]}")
    scores.child("ann").delete()
    expect(scores.child("ann").get() is None, "delete")
    print("firebase-admin OK", flush=True)


main()
"""#
}
