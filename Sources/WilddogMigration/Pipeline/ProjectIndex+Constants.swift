/// A project index that knows only string constants, used while a file's own facts are read.
extension ProjectIndex {
    init(constants: [String: String]) {
        self.init()
        stringConstants = constants
    }
}
