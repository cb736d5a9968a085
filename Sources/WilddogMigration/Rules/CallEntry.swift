/// A member entry (`call`, `oauth`, `manual`, `property`) with its names parsed once, and the
/// fields the matcher and the rewriters read at every call site copied out of the typed entry.
final class CallEntry: Sendable {
    let entry: any MemberMapping
    let swift: MappingForm?
    let objc: MappingForm?
    let receiverClass: String?
    let receiverKind: ValueKind?
    let unknownReceiver: Confidence?
    /// The entry's confidence, `high` when unset.
    let confidence: Confidence
    let callback: CallbackSpec?
    let enumArgument: Int?
    let message: String?
    let anchor: String?
    let swiftFrom: SwiftName?
    let swiftTo: SwiftName?
    let objcFrom: ObjCSelector?
    /// The ObjC replacement as written: a selector, or raw text for a unary selector (`signOut:nil`).
    let objcTo: String?
    /// Pieces of `objcTo` when it is a selector.
    let objcToPieces: [String]?
    /// True when the ObjC selector itself changes.
    let objcRenamed: Bool
    /// The completion block keeps its label (`labelClosure` of a call entry).
    let labelClosure: Bool

    init(_ entry: any MemberMapping) {
        self.entry = entry
        swift = entry.swift
        objc = entry.objc
        receiverClass = entry.receiverClass
        receiverKind = entry.receiverKind
        unknownReceiver = entry.unknownReceiver
        confidence = entry.effectiveConfidence
        callback = entry.callback
        enumArgument = entry.enumArgument
        message = entry.message
        anchor = entry.anchor
        swiftFrom = entry.swift?.from.map(SwiftName.init)
        swiftTo = entry.swift?.to.map(SwiftName.init)
        objcFrom = entry.objc?.from.map(ObjCSelector.init)
        objcTo = entry.objc?.to
        objcToPieces = entry.objc?.to.map { ObjCSelector($0).pieces }
        objcRenamed = objcFrom != nil && objcTo != nil && objcFrom?.description != objcTo
        labelClosure = (entry as? CallMapping)?.labelClosure == true
    }

    /// The spelling in `language`.
    func form(_ language: Language) -> MappingForm? { language == .swift ? swift : objc }

    /// True when the entry moves the call to another receiver or replaces it by a template.
    var moves: Bool {
        objc?.receiver != nil || objc?.template != nil || swift?.receiver != nil
            || swift?.template != nil || swift?.prefix != nil
    }

    /// True when applying the entry changes something in `language`.
    func changes(_ language: Language) -> Bool {
        let spelling = form(language)
        if spelling?.receiver != nil || spelling?.template != nil || spelling?.prefix != nil { return true }
        if callback != nil || enumArgument != nil || labelClosure && language == .swift { return true }
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
