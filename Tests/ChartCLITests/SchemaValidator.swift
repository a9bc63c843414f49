import ChartTestSupport
import Foundation
import Testing

/// Runs Tests/Fixtures/schemas/validate.py, so CI files are checked against the schemas GitHub
/// and GitLab publish rather than against what a test author believes they accept.
///
/// Python with PyYAML and jsonschema is what reads both YAML and JSON Schema draft 7 offline;
/// scripts/bootstrap installs them where apt runs as root. Elsewhere `available` is false, with
/// the reason, and the tests that need it show as skipped with that reason.
enum SchemaValidator {
    static let folder = CLI.fixture("schemas")
    static let script = folder + "/validate.py"

    /// Why validation cannot run here, or nil when it can.
    static let missing: String? = {
        guard let result = try? run(["--dump", "/dev/null"]) else { return "python3 could not be started" }
        switch result.status {
        case 0: return nil
        case 127: return "python3 is not installed"
        case 3: return result.stderr.trimmingCharacters(in: .whitespacesAndNewlines) + " (Debian: python3-yaml python3-jsonschema)"
        default: return "validate.py failed: \(result.stderr)"
        }
    }()

    static var available: Bool { missing == nil }

    static func run(_ arguments: [String], stdin: String = "") throws -> ChartProcessResult {
        try ChartProcess.runExecutable("/usr/bin/env", ["python3", script] + arguments, stdin: Array(stdin.utf8))
    }

    /// The problems validate.py reports for `yaml` against `schema` (a file in the folder),
    /// empty when the document is valid.
    static func problems(_ yaml: String, schema: String) throws -> [String] {
        let result = try run([folder + "/" + schema, "-"], stdin: yaml)
        #expect(result.status == 0 || result.status == 1, "validate.py: \(result.stderr)")
        return String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// A YAML file as the JSON value validate.py reads from it (on: stays a string key).
    static func document(_ path: String) throws -> [String: Any] {
        let result = try run(["--dump", path])
        #expect(result.status == 0, "\(result.stderr)")
        return (try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]) ?? [:]
    }
}
