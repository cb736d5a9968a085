/// The parent's command line: how many children, from which seed, how many at a time.
struct StressOptions {
    var runs = 1_000
    var seed: UInt64 = 1
    var jobs = 4

    static let usage = "usage: wilddog-shutdown-stress [--runs N] [--seed S] [--jobs J] | child SEED\n"

    init?(_ arguments: [String]) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { return nil }
            switch flag {
            case "--runs": guard let n = Int(value), n > 0 else { return nil }; runs = n
            case "--seed": guard let s = UInt64(value) else { return nil }; seed = s
            case "--jobs": guard let j = Int(value), j > 0 else { return nil }; jobs = j
            default: return nil
            }
        }
    }
}
