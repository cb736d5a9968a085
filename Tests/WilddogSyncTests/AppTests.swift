import Foundation
import Testing
import WilddogSync

@Suite struct AppTests {
    private func uniqueName() -> String { "app_" + UUID().uuidString.replacingOccurrences(of: "-", with: "_") }

    @Test func namedAppIsFoundByNameWithItsOptions() throws {
        let name = uniqueName()
        let options = WDGOptions(syncURL: "https://\(uniqueAppId()).wilddogio.com")
        WDGApp.configure(withName: name, options: options)
        let app = try #require(WDGApp(named: name))
        #expect(app.name == name)
        #expect(app.options.syncURL == options.syncURL)
        let apps = try #require(WDGApp.allApps())
        #expect((apps[name] as? WDGApp)?.name == name)
        app.delete { _ in }
    }

    @Test func unknownNameGivesNil() {
        #expect(WDGApp(named: uniqueName()) == nil)
    }

    @Test func duplicateNameKeepsTheFirstConfiguration() throws {
        let name = uniqueName()
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://first.wilddogio.com"))
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://second.wilddogio.com"))
        let app = try #require(WDGApp(named: name))
        #expect(app.options.syncURL == "https://first.wilddogio.com")
        app.delete { _ in }
    }

    @Test(arguments: ["", "has space", "dash-name", "dot.name", "名字"])
    func invalidNamesAreNotConfigured(name: String) {
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://x.wilddogio.com"))
        #expect(WDGApp(named: name) == nil)
    }

    @Test func invalidSyncURLIsNotConfigured() {
        let name = uniqueName()
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "not a url"))
        #expect(WDGApp(named: name) == nil)
    }

    @Test func deleteFreesTheNameAndReportsOnce() throws {
        let name = uniqueName()
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://\(uniqueAppId()).wilddogio.com"))
        let app = try #require(WDGApp(named: name))
        var results: [Bool] = []
        app.delete { results.append($0) }
        app.delete { results.append($0) }
        #expect(results == [true, false])
        #expect(WDGApp(named: name) == nil)
        #expect((WDGApp.allApps()?[name]) == nil)
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://again.wilddogio.com"))
        #expect(WDGApp(named: name)?.options.syncURL == "https://again.wilddogio.com")
        WDGApp(named: name)?.delete { _ in }
    }

    @Test func handlesShareStateWithTheRegisteredApp() throws {
        let name = uniqueName()
        WDGApp.configure(withName: name, options: WDGOptions(syncURL: "https://\(uniqueAppId()).wilddogio.com"))
        let a = try #require(WDGApp(named: name)), b = try #require(WDGApp(named: name))
        let sync = WDGSync.sync(app: a)
        #expect(sync === WDGSync.sync(app: b))
        #expect(sync.app?.name == name)
        b.delete { _ in }
        #expect(WDGApp(named: name) == nil)
        #expect(sync.app == nil)
        #expect(WDGSync.sync(app: a) !== sync)
    }

    /// The default app is process-global and other suites may use it: this test only
    /// configures it when nobody did, and never deletes it.
    @Test func defaultAppIsNamedAndConfiguredOnce() throws {
        if WDGApp.defaultApp() == nil {
            WDGApp.configure(with: WDGOptions(syncURL: "https://\(uniqueAppId()).wilddogio.com"))
        }
        let app = try #require(WDGApp.defaultApp())
        #expect(app.name == "__WDGAPP_DEFAULT")
        let url = app.options.syncURL
        WDGApp.configure(with: WDGOptions(syncURL: "https://another\(uniqueAppId()).wilddogio.com"))
        #expect(WDGApp.defaultApp()?.options.syncURL == url)
        #expect(WDGSync.sync() === WDGSync.sync())
        #expect(WDGSync.sync() === WDGSync.sync(app: app))
        #expect(WDGSync.sync().app === app)
    }
}
