import WilddogTesting
/// Transactions: commit (with and without local events), abort, retry and give-up under
/// contention from a second app, override by a set, denial by rules.
extension Scenario {
    static let transactions: [Scenario] = [
        Scenario("transaction commits", seed: #"{"counter": 5}"#,
                 mustShow: ["block run 1 input=5", "transaction committed ok snapshot=6", "transaction committed ok snapshot=7",
                            "V value key=counter prev=nil 7"],
                 steps: [
                    .observe("V", path: "counter", events: [.value]),
                    .transaction("counter", .increment),
                    .transaction("counter", .increment, localEvents: false),
                 ]),
        Scenario("transaction aborts", seed: #"{"c": {".value": 1, ".priority": 4}}"#,
                 mustShow: ["block run 1 input=1 priority=4", "transaction aborted ok", "input=null",
                            "transaction committed ok snapshot=1"],
                 steps: [
                    .observe("V", path: "", events: [.value]),
                    .transaction("c", .abort),
                    .transaction("empty", .increment),
                 ]),
        Scenario("transaction reruns under contention from a second app", seed: #"{"votes": 0}"#,
                 mustShow: ["block run 2 input=101", "transaction committed ok snapshot=102", "S value key=votes prev=nil 102",
                            "completion second setValue → ok"],
                 steps: [
                    .observe("V", path: "votes", events: [.value]),
                    .observe("S", path: "votes", events: [.value], client: .second),
                    .transaction("votes", .incrementUnderContention(runs: 1)),
                 ]),
        Scenario("transaction gives up after 25 runs", seed: #"{"hot": 0}"#, differences: [.errorDomainsAndCodes],
                 mustShow: ["block run 25 input=124", "transaction aborted maxRetries"],
                 steps: [
                    .observe("V", path: "hot", events: [.value]),
                    .transaction("hot", .incrementUnderContention(runs: 30)),
                 ]),
        Scenario("a transaction queued offline commits before a later set", seed: #"{"o": 1}"#,
                 mustShow: ["transaction committed ok snapshot=2", "V value key=o prev=nil 3", "completion setValue → ok"],
                 steps: [
                    .observe("V", path: "o", events: [.value]),
                    .goOffline,
                    .transaction("o", .increment),
                    .set("o", "3"),
                    .goOnline,
                 ]),
        Scenario("a set overrides a transaction that comes back stale", seed: #"{"o": 1}"#,
                 differences: [.errorDomainsAndCodes],
                 mustShow: ["transaction aborted overriddenBySet", "V value key=o prev=nil 3"],
                 steps: [
                    .observe("V", path: "o", events: [.value]),
                    .goOffline,
                    .set("o", "2", client: .second),
                    .transaction("o", .increment),
                    .set("o", "3"),
                    .goOnline,
                 ]),
        Scenario("transaction denied by rules", seed: #"{"c": 0}"#, rules: #"{"rules": {".read": true, ".write": false}}"#,
                 differences: [.errorDomainsAndCodes],
                 mustShow: ["transaction aborted permissionDenied", "V value key=c prev=nil 1"],
                 steps: [
                    .observe("V", path: "c", events: [.value]),
                    .transaction("c", .increment),
                    .transaction("c", .increment, localEvents: false),
                 ]),
    ]
}
