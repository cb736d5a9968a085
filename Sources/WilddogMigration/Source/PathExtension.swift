/// The path-extension part of a path, without Foundation.
struct PathExtension {
    let path: String
    init(_ path: String) { self.path = path }
    var pathExtension: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
