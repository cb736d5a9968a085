/// How a completion block's parameters change between 1.x and 2.x.
public struct CallbackSpec: Sendable, Codable, Equatable {
    /// The legacy label (Swift) or selector piece (ObjC) that carries the block.
    public var label: String
    /// Number of parameters of the legacy block.
    public var legacyCount: Int
    /// For each new parameter, the legacy index it comes from; -1 marks an inserted parameter.
    public var order: [Int]
    /// Inserted parameters by new index: ObjC declaration, Swift name and Swift type.
    public var inserted: [InsertedParameter]?
    /// New ObjC types by new index (nil keeps the renamed legacy type).
    public var objcTypes: [String?]?
    /// New Swift types by new index, used where the closure spells its types.
    public var swiftTypes: [String?]?
    /// The 2.x block signature as the docs print it, for reports.
    public var objcSignature: String
    public var swiftSignature: String
    /// Legacy index of the parameter that carries the auth data, to recognise variables that hold it.
    public var dataIndex: Int?
    /// Subscripts of a retyped parameter that become properties of its 2.x type (Swift
    /// `result?["uid"]` → `result?.uid`, Objective-C `result[@"uid"]` → `result.uid`, when the
    /// dictionary became a `WDGUser`); Objective-C reads of other keys are reported.
    public var subscriptProperties: [String: String]?

    public struct InsertedParameter: Sendable, Codable, Equatable {
        public var objc: String
        public var swiftName: String
        public var swiftType: String
        /// Name used when `swiftName` is already taken in the closure.
        public var fallbackName: String?
    }
}
