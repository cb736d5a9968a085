/// A member entry (`call`, `oauth`, `manual`, `property`) with its names parsed once.
final class CallEntry: Sendable {
    let entry: any MemberMapping
    let swiftFrom: SwiftName?
    let swiftTo: SwiftName?
    let objcFrom: ObjCSelector?
    /// The ObjC replacement as written: a selector, or raw text for a unary selector (`signOut:nil`).
    let objcTo: String?
    /// Pieces of `objcTo` when it is a selector.
    let objcToPieces: [String]?
    /// True when the ObjC selector itself changes.
    let objcRenamed: Bool

    init(_ entry: any MemberMapping) {
        self.entry = entry
        swiftFrom = entry.swift?.from.map(SwiftName.init)
        swiftTo = entry.swift?.to.map(SwiftName.init)
        objcFrom = entry.objc?.from.map(ObjCSelector.init)
        objcTo = entry.objc?.to
        objcToPieces = entry.objc?.to.map { ObjCSelector($0).pieces }
        objcRenamed = objcFrom != nil && objcTo != nil && objcFrom?.description != objcTo
    }

    /// True when the entry moves the call to another receiver or replaces it by a template.
    var moves: Bool {
        entry.objc?.receiver != nil || entry.objc?.template != nil || entry.swift?.receiver != nil
            || entry.swift?.template != nil || entry.swift?.prefix != nil
    }

    /// True when applying the entry changes something in `language`.
    func changes(_ language: Language) -> Bool {
        let form = entry.form(language)
        if form?.receiver != nil || form?.template != nil || form?.prefix != nil { return true }
        if entry.callback != nil || entry.enumArgument != nil { return true }
        switch language {
        case .swift: return swiftFrom != nil && swiftTo != nil && swiftFrom != swiftTo
        case .objectiveC: return objcRenamed
        }
    }

    /// Index of the argument (Swift) or selector piece (ObjC) that carries the callback of `spec`.
    func callbackIndex(_ spec: CallbackSpec, _ language: Language) -> Int? {
        let pieceIndex = objcFrom?.pieces.firstIndex(of: spec.label)
        switch language {
        case .swift: return swiftFrom?.labels?.firstIndex(of: spec.label) ?? pieceIndex
        case .objectiveC: return pieceIndex
        }
    }
}
