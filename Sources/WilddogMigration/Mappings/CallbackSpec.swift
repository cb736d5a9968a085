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
    /// Firebase: the parameter that becomes a result object holding the old value (`(user, error)` →
    /// `(authResult, error)`, the user being `authResult.user`).
    public var wraps: ResultWrapper?
    /// Firebase: how a block passed as a variable (not a literal) is adapted to the new shape.
    public var adapter: Adapter?

    /// A parameter that becomes a result object: the block's body gets the old value back as a local
    /// (Swift `let user = authResult?.user`, Objective-C `FIRUser *user = authResult.user;`).
    public struct ResultWrapper: Sendable, Codable, Equatable {
        /// Index of the parameter (in the new order).
        public var index: Int
        /// Its new name (`authResult`) and types (`AuthDataResult?`, `FIRAuthDataResult *`).
        public var name: String
        public var swiftType: String
        public var objcType: String
        /// The result's property that holds the old value (`user`), and the old value's Objective-C type
        /// (`FIRUser *`) for the local that restores it.
        public var property: String
        public var objcPropertyType: String
    }

    /// A block of the old shape passed where the new shape is expected (a variable, a parameter, a
    /// property, a method's result): wrapped in a block of the new shape that calls it, the value
    /// evaluated once where it is passed (Swift capture list, Objective-C block called at once).
    public struct Adapter: Sendable, Codable, Equatable {
        /// The new block's parameters: Swift names, Objective-C declarations.
        public var swiftParameters: [String]
        public var objcParameters: [String]
        /// The old block's arguments, in terms of the new parameters (`authResult?.user`, `error`).
        public var swiftArguments: [String]
        public var objcArguments: [String]
        /// The old block's type: Swift `((User?, Error?) -> Void)`, Objective-C `void (^)(FIRUser *_Nullable, NSError *_Nullable)`.
        public var swiftBlockType: String
        public var objcBlockType: String
    }

    public struct InsertedParameter: Sendable, Codable, Equatable {
        public var objc: String
        public var swiftName: String
        public var swiftType: String
        /// Name used when `swiftName` is already taken in the closure.
        public var fallbackName: String?
    }
}
