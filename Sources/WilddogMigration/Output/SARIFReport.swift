import Foundation

/// Findings as SARIF 2.1.0, the format code-scanning services read.
public enum SARIFReport {
    public static func render(_ outcomes: [FileOutcome], ruleIDs: [String]) -> String {
        let rules: [[String: Any]] = ruleIDs.map { id in
            ["id": id, "shortDescription": ["text": "wilddog-migrate rule \(id)"],
             "helpUri": "MIGRATION.md"]
        }
        let results: [[String: Any]] = outcomes.flatMap(\.findings).map { f in
            var message = f.message
            if let s = f.suggestion { message += "; suggested: \(s)" }
            var result: [String: Any] = [
                "ruleId": f.ruleID,
                "level": f.severity == .warning ? "warning" : "note",
                "message": ["text": message],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": f.path],
                    "region": ["startLine": f.line, "startColumn": f.column],
                ]]],
                "properties": ["confidence": f.confidence.rawValue],
            ]
            if let link = f.link { result["helpUri"] = link }
            return result
        }
        let log: [String: Any] = [
            "version": "2.1.0",
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "runs": [[
                "tool": ["driver": ["name": "wilddog-migrate", "version": WilddogMigration.version,
                                    "informationUri": "MIGRATION.md", "rules": rules]],
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
