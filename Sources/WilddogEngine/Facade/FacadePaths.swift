/// Relative path strings the facades take from users: child references, snapshot children.
extension Validation {
    /// Checks a path string appended to `parent`: at the root it may start with `/.info`.
    package static func validateChildPathString(_ pathString: String, below parent: Path, method: String,
                                                argument: String = "path") throws(ValidationError) {
        if parent.isEmpty {
            try validateRootPathString(pathString, method: method, argument: argument)
        } else {
            try validatePathString(pathString, method: method, argument: argument)
        }
    }

    /// `pathString` as a relative path; nil, with the SDK message logged, when it is invalid.
    package static func loggedRelativePath(_ pathString: String, method: String, argument: String = "path") -> Path? {
        do {
            try validatePathString(pathString, method: method, argument: argument)
            return Path(pathString)
        } catch {
            EngineLog.warn(error.message)
            return nil
        }
    }
}

extension EventSnapshot {
    /// The snapshot at a relative path string; empty without data there or, logged, for an invalid path.
    package func child(pathString: String, method: String, argument: String = "path") -> EventSnapshot {
        guard let relative = Validation.loggedRelativePath(pathString, method: method, argument: argument) else {
            return EventSnapshot(node: .empty, path: path.child(Path(pathString)), index: .priority)
        }
        return child(relative)
    }

    /// True if data exists at a relative path string; false, logged, for an invalid path.
    package func hasChild(pathString: String, method: String, argument: String = "path") -> Bool {
        Validation.loggedRelativePath(pathString, method: method, argument: argument).map(hasChild) ?? false
    }
}

extension MutableData {
    /// True if data exists at a relative path string; false, logged, for an invalid path.
    package func hasChild(pathString: String, method: String, argument: String = "path") -> Bool {
        Validation.loggedRelativePath(pathString, method: method, argument: argument).map(hasChild) ?? false
    }
}
