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
struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var stdin: String
    var status: Int32
    var message: String
    var testDescription: String { name }
}

extension CLI {
    /// Runs `chart COMMAND -o out.png ARGS` in a fresh folder and checks the exit status, that
    /// stderr is exactly the expected line, and that no file was left behind.
    static func expectFailure(_ command: String, _ bad: BadInput, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let dir = try TemporaryDirectory.make()
        let result = try run([command, "-o", "out.png"] + bad.arguments, stdin: bad.stdin, in: dir)
        #expect(result.status == bad.status, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr == bad.message + "\n", sourceLocation: sourceLocation)
        #expect(files(in: dir).isEmpty, sourceLocation: sourceLocation)
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
