import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Shared helpers for end-to-end tests of the built `chart` binary.
enum CLI {
    /// Runs `chart` with `arguments` in `directory`.
    static func run(
        _ arguments: [String], stdin: String = "", in directory: String? = nil, environment: [String: String]? = nil, timeout: Double = 60
    ) throws -> ChartProcessResult {
        try ChartProcess.run(arguments, stdin: Array(stdin.utf8), environment: environment, currentDirectory: directory, timeout: timeout)
    }

    /// The `--plan` of an invocation, parsed.
    static func plan(_ arguments: [String], stdin: String = "", in directory: String? = nil) throws -> [String: Any] {
        let result = try run(arguments + ["--plan"], stdin: stdin, in: directory)
        #expect(result.status == 0, "plan failed: \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout))
        return object as? [String: Any] ?? [:]
    }

    /// Files in `directory`, sorted (hidden ones included, so leftover temporaries show up).
    static func files(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    static func fixture(_ name: String, file: StaticString = #filePath) -> String {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name).path
    }

    static func example(_ name: String, file: StaticString = #filePath) -> String {
        URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/examples").appendingPathComponent(name).path
    }

    /// An executable shell script standing in for gnuplot.
    static func fakeGnuplot(in directory: String, body: String) throws -> String {
        let path = directory + "/fake-gnuplot"
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }
}

/// One bad invocation and the exact one-line error it must produce.
struct BadInput: CustomTestStringConvertible, Sendable, Decodable {
    /// The subcommand; a row of `Tests/Fixtures/errors/KIND.json` takes it from the file's name.
    var command = ""
    var name: String
    var arguments: [String]
    var stdin: String
    var status: Int32
    var message: String
    /// Why the case is there (the issue that found it); for people only.
    var note: String? = nil
    var testDescription: String { command.isEmpty ? name : command + ": " + name }

    private enum CodingKeys: String, CodingKey { case name, arguments, stdin, status, message, note }

    /// The rows of `Tests/Fixtures/errors/NAME.json`.
    ///
    /// A file of rows rather than Swift literals: the cases are data, and some 160 rows of one
    /// shape written as code repeated themselves across eight suites.
    static func rows(in name: String) throws -> [BadInput] {
        try JSONDecoder().decode([BadInput].self, from: Data(contentsOf: URL(fileURLWithPath: CLI.fixture("errors/\(name).json"))))
    }

    /// The refused invocations of `chart KIND` (`Tests/Fixtures/errors/KIND.json`).
    static func cases(for kind: String) throws -> [BadInput] {
        try rows(in: kind).map { row in
            var bad = row
            bad.command = kind
            return bad
        }
    }

    /// Every kind's refused invocations (a file that does not read is named by `ErrorCaseTests`).
    static let all: [BadInput] = ChartKind.allCases.flatMap { (try? cases(for: $0.rawValue)) ?? [] }
}

extension CLI {
    /// Runs `chart ARGS` on `stdin` in a fresh folder with TMPDIR another fresh folder: the status,
    /// stderr, and what is left in either folder besides the `output` a success writes.
    static func runIsolated(_ arguments: [String], stdin: String, output: String = "out.png") throws -> (
        status: Int32, stderr: String, leftovers: [String]
    ) {
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        defer { for folder in [dir, tmp] { try? FileManager.default.removeItem(atPath: folder) } }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = tmp
        let result = try run(arguments, stdin: stdin, in: dir, environment: environment)
        let written = files(in: dir).filter { !(result.status == 0 && $0 == output) }
        return (result.status, result.stderr, written + files(in: tmp).map { "TMPDIR/" + $0 })
    }

    /// Runs `chart COMMAND -o out.png ARGS` and checks the exit status, that stderr is exactly the
    /// expected line, and that no file was left behind, beside the output or in TMPDIR.
    static func expectFailure(_ command: String, _ bad: BadInput, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try expectFailure(arguments: [command, "-o", "out.png"] + bad.arguments, bad, sourceLocation: sourceLocation)
    }

    /// The same checks for `chart ARGUMENTS` as given (a row that names its own command and output).
    static func expectFailure(
        arguments: [String], _ bad: BadInput, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let result = try runIsolated(arguments, stdin: bad.stdin)
        #expect(result.status == bad.status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == bad.message + "\n", sourceLocation: sourceLocation)
        #expect(result.leftovers.isEmpty, "\(result.leftovers)", sourceLocation: sourceLocation)
    }
}

extension RGBA {
    /// Whether this pixel is close to `#RRGGBB` (antialiasing softens line edges).
    func isNear(hex: String, tolerance: Int = 60) -> Bool {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let target = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
        let own = [Int(r), Int(g), Int(b)]
        return zip(own, target).allSatisfy { abs($0 - $1) <= tolerance }
    }

    var isWhite: Bool { r > 245 && g > 245 && b > 245 }
}

/// Where a data point of a `--plan`'s first page lands in the PNG: its plot area and x/y
/// ranges, for tests that look for a mark at a value.
struct PlotGeometry {
    var left, right, top, bottom: Double
    var xMin, xMax, yMin, yMax: Double

    init(plan: [String: Any]) throws {
        let area = try #require(plan["plotArea"] as? [String: Int])
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let x = try #require(page["x"] as? [String: Any]), y = try #require(page["y"] as? [String: Any])
        (xMin, xMax) = (x["min"] as? Double ?? .nan, x["max"] as? Double ?? .nan)
        (yMin, yMax) = (y["min"] as? Double ?? .nan, y["max"] as? Double ?? .nan)
        (left, right) = (Double(area["left"] ?? 0), Double(area["right"] ?? 0))
        (top, bottom) = (Double(area["top"] ?? 0), Double(area["bottom"] ?? 0))
    }

    /// The pixel of data point (`x`, `y`).
    func pixel(_ x: Double, _ y: Double) -> (Int, Int) {
        (
            Int((left + (x - xMin) / (xMax - xMin) * (right - left)).rounded()),
            Int((bottom - (y - yMin) / (yMax - yMin) * (bottom - top)).rounded())
        )
    }
}
