import Foundation
import WilddogServer

/// One run of a scenario through one facade: performs the steps and waits for each to settle
/// (see `ScenarioRunner`).
struct ScenarioRun<Driver: FacadeDriver> {
    let scenario: Scenario
    let server: WilddogServer
    let recorder: TraceRecorder
    let driver: Driver
    let pending = PendingCompletions()
    var online = true
    var problems: [String] = []

    init(scenario: Scenario, server: WilddogServer, recorder: TraceRecorder, driver: Driver) {
        self.scenario = scenario
        self.server = server
        self.recorder = recorder
        self.driver = driver
    }

    mutating func perform(_ step: Step, index: Int) async {
        switch step {
        case .observe(let label, let path, let query, let events, let client):
            driver.observe(label, client: client, path: resolve(path), query: query, events: events)
        case .observeOnce(let label, let path, let query, let event):
            driver.observeOnce(label, path: resolve(path), query: query, event: event)
        case .stopObserving(let label):
            driver.stopObserving(label)
        case .removeAllObservers(let path):
            driver.removeAllObservers(resolve(path))
        case .keepSynced(let path, let on):
            driver.keepSynced(resolve(path), on)
        case .set(let path, let json, let priority, let client):
            write(.set(path: resolve(path), value: value(json), priority: priority.map(value) ?? nil), client)
        case .update(let path, let json):
            write(.update(path: resolve(path), values: dictionary(json)), .main)
        case .remove(let path):
            write(.remove(path: resolve(path)), .main)
        case .setPriority(let path, let json):
            write(.setPriority(path: resolve(path), priority: value(json)), .main)
        case .push(let path, let json, let alias):
            pending.begin(.main)
            let key = driver.push(resolve(path), value: value(json)) { [pending] in pending.end(.main) }
            recorder.name(key, alias)
        case .transaction(let path, let plan, let localEvents):
            pending.begin(.main)
            driver.transaction(resolve(path), plan: plan, localEvents: localEvents) { [pending] in pending.end(.main) }
        case .onDisconnectSet(let path, let json, let priority):
            write(.onDisconnectSet(path: resolve(path), value: value(json), priority: priority.map(value) ?? nil), .main)
        case .onDisconnectUpdate(let path, let json):
            write(.onDisconnectUpdate(path: resolve(path), values: dictionary(json)), .main)
        case .onDisconnectRemove(let path):
            write(.onDisconnectRemove(path: resolve(path)), .main)
        case .cancelOnDisconnect(let path):
            write(.cancelOnDisconnect(path: resolve(path)), .main)
        case .goOffline:
            driver.goOffline()
            online = false
            if !(await waitForConnection(false)) { problems.append("#\(index): the app never went offline") }
        case .goOnline:
            driver.goOnline()
            online = true
            if !(await waitForConnection(true)) { problems.append("#\(index): the app never reconnected") }
        case .describe(let path):
            recorder.record(.direct, driver.describe(resolve(path)))
        case .serverRules(let rules):
            do { try server.setRules(rules) } catch { problems.append("#\(index): rules rejected: \(error)") }
        case .serverSet(let path, let json):
            do {
                try server.setData(JSONValue.parse(resolve(json)).foundation(timestamp: [".sv": "timestamp"]), at: resolve(path))
            } catch {
                problems.append("#\(index): server write failed: \(error)")
            }
        case .serverClock(let milliseconds):
            server.setClock { Date(timeIntervalSince1970: milliseconds / 1000) }
        case .serverDisable(let method):
            server.enabledSignInMethods.remove(method)
        case .createUser(let alias, let email, let password):
            await authenticate(.createUser(email: email, password: password, alias: alias), index)
        case .signIn(let email, let password):
            await authenticate(.signIn(email: email, password: password), index)
        case .signInAnonymously:
            await authenticate(.anonymous, index)
        case .signInWithCustomToken(let uid):
            recorder.name(uid, uid)
            await authenticate(.customToken(server.createCustomToken(uid: uid)), index)
        case .signInWithAppSecret:
            await authenticate(.customToken(server.appSecret), index)
        case .signInWithOAuth(let provider, let token, let userID):
            await authenticate(.oauth(provider: provider, token: token, userID: userID), index)
        case .sendPasswordReset(let email):
            await authenticate(.passwordReset(email: email), index)
        case .signOut:
            recorder.record(.direct, .completion(operation: "signOut", outcome: driver.signOut()))
        case .observeAuth(let label):
            driver.observeAuth(label)
        case .stopObservingAuth(let label):
            driver.stopObservingAuth(label)
        case .checkCurrentUser:
            recorder.record(.direct, .currentUser(driver.currentUser()))
        }
    }

    /// Waits until everything the step caused has been delivered (see `ScenarioRunner`).
    mutating func settle(_ index: Int) async {
        let driver = self.driver
        if await Callback.wait({ done in driver.readConnected { _ in done(true) } }) == nil {
            problems.append("#\(index): local barrier timed out")
        }
        var clients: [Client] = online ? [.main] : []
        if scenario.usesSecondClient { clients.append(.second) }
        for client in clients {
            let pending = self.pending
            if !(await Callback.poll() { pending.count(client) == 0 }) {
                problems.append("#\(index): \(pending.count(client)) \(client) completion(s) never came")
            }
            if await Callback.wait({ done in driver.serverRoundTrip(client) { done(true) } }) == nil {
                problems.append("#\(index): \(client) round trip timed out")
            }
        }
        if scenario.usesAuth, await Callback.wait({ done in driver.authRoundTrip { done(true) } }) == nil {
            problems.append("#\(index): auth round trip timed out")
        }
    }

    /// Polls `.info/connected` of the main app until it reads `connected` (see `Callback.readUntil`).
    func waitForConnection(_ connected: Bool) async -> Bool {
        let driver = self.driver
        return await Callback.readUntil(connected) { done in driver.readConnected(done) }
    }

    private func write(_ operation: WriteOperation, _ client: Client) {
        pending.begin(client)
        driver.write(operation, client: client) { [pending] in pending.end(client) }
    }

    private mutating func authenticate(_ request: AuthRequest, _ index: Int) async {
        let driver = self.driver
        if await Callback.wait({ done in driver.authenticate(request) { done(true) } }) == nil {
            problems.append("#\(index): \(request.name) never completed")
        }
    }

    /// Replaces `{alias}` by the identifier the run gave it (user id, childByAutoId key).
    private func resolve(_ text: String) -> String {
        guard text.contains("{") else { return text }
        let pattern = try! NSRegularExpression(pattern: #"\{([A-Za-z0-9_]+)\}"#)
        var result = text
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
            guard let whole = Range(match.range, in: result), let name = Range(match.range(at: 1), in: result),
                  let actual = recorder.actual(for: String(result[name])) else { continue }
            result.replaceSubrange(whole, with: actual)
        }
        return result
    }

    private func value(_ json: String) -> Any? {
        JSONValue.parse(resolve(json)).foundation(timestamp: driver.serverTimestamp)
    }

    private func dictionary(_ json: String) -> [AnyHashable: Any] {
        guard let object = value(json) as? [String: Any] else { preconditionFailure("not a JSON object: \(json)") }
        return Dictionary(uniqueKeysWithValues: object.map { (AnyHashable($0.key), $0.value) })
    }
}
