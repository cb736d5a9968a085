import Foundation

extension PushID {
    /// A new `childByAutoId` key timed by `repo`'s server-time estimate, or by the local clock
    /// when there is no repo to ask (a reference that cannot reach an app).
    package static func next(timedBy repo: Repo?) -> String {
        next(now: repo?.estimatedServerTime ?? Date.nowMilliseconds)
    }
}
