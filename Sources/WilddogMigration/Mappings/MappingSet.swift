import Foundation

/// All mapping entries in force for a run, merged from the default directory and any overrides.
public struct MappingSet: Sendable {
    /// The schema version of the shipped files (see `Mappings/README.md`).
    public static let supportedSchemaVersion = 2
    /// Versions this build reads: version 1 files load as before, but `constructor` and
    /// `appConfiguration` entries need the fields version 2 added.
    public static let readableSchemaVersions: ClosedRange<Int> = 1...supportedSchemaVersion

    public private(set) var files: [MappingFile]
    /// Entries in file order, after overrides.
    public private(set) var entries: [MappingEntry]
    /// `entries` by kind, in file order.
    private let byKind: [MappingKind: [MappingEntry]]

    public init(files: [MappingFile]) {
        self.files = files.sorted { ($0.order, $0.anchor) < ($1.order, $1.anchor) }
        self.entries = self.files.flatMap(\.entries)
        byKind = Dictionary(grouping: entries, by: \.kind)
    }

    /// Loads every `*.json` in `directory`, then applies each override directory in turn:
    /// an entry whose id already exists replaces it, a new id is added with its file.
    ///
    /// Every file of `directory` must belong to `target`; an override file applies to the set of its
    /// own target (a directory may hold files for both).
    public static func load(directory: String, overrides: [String] = [], target: MigrationTarget = .wilddog2) throws -> MappingSet {
        let read = try readFiles(directory)
        if let other = read.first(where: { $0.file.effectiveTarget != target }) {
            throw MappingError(path: other.path, message: "belongs to the \(other.file.effectiveTarget.rawValue) target, not to \(target.rawValue)"
                + (target == .wilddog2 ? " (its files go in Mappings/\(other.file.effectiveTarget.mappingsSubdirectory ?? ""))" : ""))
        }
        var files = read.map(\.file)
        for dir in overrides {
            for file in try readDirectory(dir) where file.effectiveTarget == target {
                var extra: [MappingEntry] = []
                for entry in file.entries {
                    if let (f, e) = locate(entry.id, in: files) { files[f].entries[e] = entry } else { extra.append(entry) }
                }
                guard !extra.isEmpty else { continue }
                if let f = files.firstIndex(where: { $0.anchor == file.anchor }) {
                    files[f].entries += extra
                } else {
                    var added = file
                    added.entries = extra
                    files.append(added)
                }
            }
        }
        var seen = Set<String>()
        for entry in files.flatMap(\.entries) where !seen.insert(entry.id).inserted {
            throw MappingError(path: directory, message: "duplicate mapping id '\(entry.id)'")
        }
        return MappingSet(files: files)
    }

    private static func locate(_ id: String, in files: [MappingFile]) -> (Int, Int)? {
        for (f, file) in files.enumerated() {
            if let e = file.entries.firstIndex(where: { $0.id == id }) { return (f, e) }
        }
        return nil
    }

    static func readDirectory(_ directory: String) throws -> [MappingFile] { try readFiles(directory).map(\.file) }

    /// Every `*.json` of `directory`, decoded and validated, with its path.
    static func readFiles(_ directory: String) throws -> [(path: String, file: MappingFile)] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: directory) else {
            throw MappingError(path: directory, message: "cannot read the mappings directory")
        }
        var files: [(path: String, file: MappingFile)] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = fm.contents(atPath: path) else {
                throw MappingError(path: path, message: "cannot read file")
            }
            let file: MappingFile
            do {
                file = try JSONDecoder().decode(MappingFile.self, from: data)
            } catch let malformed as MappingEntry.Malformed {
                throw MappingError(path: path, message: malformed.description)
            } catch {
                throw MappingError(path: path, message: "invalid mapping JSON: \(error)")
            }
            guard readableSchemaVersions.contains(file.schemaVersion) else {
                throw MappingError(path: path, message: "schemaVersion \(file.schemaVersion) is not supported (this tool reads \(readableSchemaVersions.lowerBound) to \(readableSchemaVersions.upperBound))")
            }
            try MappingValidation.check(file, path: path)
            files.append((path, file))
        }
        return files
    }

    public func entries(_ kind: MappingKind) -> [MappingEntry] { byKind[kind] ?? [] }

    /// The entries of one typed kind, in file order.
    public func entries<T: MappingEntryFields>(_ type: T.Type) -> [T] { entries(T.kind).compactMap { $0.fields as? T } }

    public var imports: [ImportMapping] { entries(ImportMapping.self) }
    public var modules: [ModuleMapping] { entries(ModuleMapping.self) }
    public var types: [TypeMapping] { entries(TypeMapping.self) }
    public var constants: [ConstantMapping] { entries(ConstantMapping.self) }
    public var enumCases: [EnumCaseMapping] { entries(EnumCaseMapping.self) }
    public var calls: [CallMapping] { entries(CallMapping.self) }
    public var properties: [PropertyMapping] { entries(PropertyMapping.self) }
    public var constructors: [ConstructorMapping] { entries(ConstructorMapping.self) }
    /// The app configuration: the first `appConfiguration` entry.
    public var appConfiguration: AppConfigurationMapping? { entries(AppConfigurationMapping.self).first }
    public var serverValues: [ServerValueMapping] { entries(ServerValueMapping.self) }
    public var oauth: [OAuthMapping] { entries(OAuthMapping.self) }
    public var manuals: [ManualMapping] { entries(ManualMapping.self) }
    public var errorCodes: [ErrorCodeMapping] { entries(ErrorCodeMapping.self) }
    /// Every entry for a member of a legacy class (calls, properties, OAuth, manual and unchanged members), in file order.
    public var members: [any MemberMapping] { entries.compactMap { $0.fields as? any MemberMapping } }

    /// The description of every rule id, from the mapping files' `rules` lists (later files win).
    public var ruleDescriptions: [String: RuleDescription] {
        var table: [String: RuleDescription] = [:]
        for file in files { for r in file.rules ?? [] { table[r.id] = r } }
        return table
    }

    public func entry(id: String) -> MappingEntry? { entries.first { $0.id == id } }
}
