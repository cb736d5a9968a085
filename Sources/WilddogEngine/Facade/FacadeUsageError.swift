/// Why a location or query cannot be used: the first error found, and every part of it that
/// was found unusable (the rules of `FacadeRules` forget or keep some parts).
package struct FacadeUsageError: Sendable, Equatable {
    /// The parts of a location or query that can be unusable.
    package struct Origins: OptionSet, Sendable, Equatable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The app itself (an invalid URL: there is no app behind it).
        package static let app = Origins(rawValue: 1)
        /// The path (an invalid key).
        package static let path = Origins(rawValue: 2)
        /// A query builder rejected its input.
        package static let query = Origins(rawValue: 4)
    }

    /// The error every operation here fails with.
    package let error: EngineError
    package let origins: Origins

    package init(_ origin: Origins, _ error: EngineError) {
        self.error = error
        self.origins = origin
    }

    private init(error: EngineError, origins: Origins) {
        self.error = error
        self.origins = origins
    }

    /// This error with another part found unusable too (the first error stays).
    package func adding(_ origin: Origins) -> FacadeUsageError {
        FacadeUsageError(error: error, origins: origins.union(origin))
    }

    /// This error without the parts in `origin`; nil when nothing else is unusable.
    package func removing(_ origin: Origins) -> FacadeUsageError? {
        let rest = origins.subtracting(origin)
        return rest.isEmpty ? nil : FacadeUsageError(error: error, origins: rest)
    }
}

extension Optional where Wrapped == FacadeUsageError {
    /// The first error kept, `origin` added; `error` when there was none.
    package func adding(_ origin: FacadeUsageError.Origins, _ error: EngineError) -> FacadeUsageError {
        self?.adding(origin) ?? FacadeUsageError(origin, error)
    }
}
