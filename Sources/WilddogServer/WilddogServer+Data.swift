import Foundation
import WilddogBackend
import WilddogEngine

extension WilddogServer {
    /// Writes `value` at `path`, bypassing security rules (seed data, admin writes). Values are
    /// Foundation/JSON values, optionally in export format (`.value` / `.priority`); server
    /// values such as `[".sv": "timestamp"]` are resolved. Listening apps are notified.
    public func setData(_ value: Any?, at path: String = "/") throws {
        let target = try parseWritablePath(path)
        do {
            let node = try NodeParser(method: "setData", at: target).parse(value)
            server.adminWrite(target, node)
        } catch {
            throw WilddogServerError.invalidData(error.message)
        }
    }

    /// Merges `values` (keys are relative paths) at `path`, bypassing security rules.
    public func updateData(_ values: [String: Any], at path: String = "/") throws {
        let target = try parseWritablePath(path)
        var children: [WireChild] = []
        for (key, value) in values {
            let child = Path(key)
            if target.child(child).front?.string == ".info" { throw WilddogServerError.invalidPath(key) }
            do {
                children.append(WireChild(child, try NodeParser(method: "updateData", at: target.child(child)).parse(value)))
            } catch {
                throw WilddogServerError.invalidData(error.message)
            }
        }
        do {
            try Validation.validateMergePaths(children.map(\.path), method: "updateData")
        } catch {
            throw WilddogServerError.invalidData(error.message)
        }
        server.adminUpdate(target, children)
    }

    /// The data at `path` as Foundation values (`NSNull()` when empty), bypassing rules.
    public func data(at path: String = "/") -> Any {
        guard let target = try? parsePath(path) else { return NSNull() }
        return server.adminRead(target).value
    }

    /// The data at `path` in export format (with `.priority`), bypassing rules.
    public func exportedData(at path: String = "/") -> Any {
        guard let target = try? parsePath(path) else { return NSNull() }
        return server.adminRead(target).exportValue
    }

    /// Deletes all data (auth users and rules are kept).
    public func removeAllData() {
        server.adminWrite(.root, .empty)
    }

    private func parsePath(_ path: String) throws -> Path {
        guard Validation.isValidRootPathString(path) || path == "/" || path.isEmpty else {
            throw WilddogServerError.invalidPath(path)
        }
        return Path(path)
    }

    /// A path that may be written: `.info` belongs to each client, not to the backend.
    private func parseWritablePath(_ path: String) throws -> Path {
        let target = try parsePath(path)
        guard target.front?.string != ".info" else { throw WilddogServerError.invalidPath(path) }
        return target
    }
}
