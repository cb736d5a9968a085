import Foundation

/// Findings as SARIF 2.1.0, the format code-scanning services read. The output validates against
/// the official 2.1.0 schema (a test checks it): only absolute URIs in URI fields, MIGRATION.md
/// links as text and in `properties`.
public enum SARIFReport {
    /// `descriptions` gives each rule's text (from the `rules` lists of `Mappings/`); a rule
    /// without one is described by its id.
    /// `positions` says which file the regions refer to; it is recorded in the run's `properties`
    /// (`positions`, `positionsExplanation`).
    /// `guides` names the guide that documents a rule when it is not MIGRATION.md (the Firebase rules).
    public static func render(_ outcomes: [FileOutcome], ruleIDs: [String], descriptions: [String: RuleDescription] = [:],
                              guides: [String: String] = [:], positions: FindingPositions = .asRead) -> String {
        let rules: [[String: Any]] = ruleIDs.map { id in
            let d = descriptions[id]
            var rule: [String: Any] = [
                "id": id,
                "shortDescription": ["text": d?.description ?? "wilddog-migrate rule \(id)"],
            ]
            if let anchor = d?.anchor { rule["help"] = ["text": "See \(guides[id] ?? "MIGRATION.md")#\(anchor)."] }
            return rule
        }
        let results: [[String: Any]] = outcomes.flatMap(\.findings).map { f in
            var message = f.message
            if let s = f.suggestion { message += "; suggested: \(s)" }
            if let link = f.link { message += " (see \(link))" }
            var properties: [String: Any] = ["confidence": f.confidence.rawValue]
            if let link = f.link { properties["migrationGuide"] = link }
            return [
                "ruleId": f.ruleID,
                "level": level(f.severity),
                "message": ["text": message],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": uriReference(f.path)],
                    "region": ["startLine": max(f.line, 1), "startColumn": max(f.column, 1)],
                ]]],
                "properties": properties,
            ]
        }
        let log: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                "tool": ["driver": ["name": "wilddog-migrate", "version": WilddogMigration.version, "rules": rules]],
                "results": results,
                "properties": ["positions": positions.rawValue, "positionsExplanation": positions.explanation],
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A file path as a URI reference: each segment percent-encoded, `/` kept.
    static func uriReference(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;?#[]@!$&'()*+,=%")
        allowed.insert("/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
