import ChartTestSupport
import Foundation
import Testing

/// Floats as Python, numpy and JavaScript write them (17 significant digits, exponents) through
/// the built binary: streamed on the direct parsers since issue 37, they must give exactly what a
/// whole read gives (the same `--plan`, program and PNG bytes), and a bad or too-large number
/// far into the input fails with the whole read's message and exit code.
@Suite struct LongFloatCLITests {
    /// `rows` rows `x,a,b` of random doubles' shortest texts (`repr` style), x ascending, with
    /// now and then an exponent form and a value cut from an exactly written halfway point.
    static func csv(rows: Int, seed: UInt64) -> String {
        var walk = LineStreamTests.Walk(state: seed)
        var a = 0.0
        return "x,a,b\n"
            + (0..<rows).map { row in
                a += walk.next()
                let b = row % 53 == 7 ? "\(walk.next() * 1e-7)" : "\(walk.next() / 3)"
                return "\(Double(row) + 0.1),\(a * 0.1),\(b)\n"
            }.joined()
    }

    static let floats = csv(rows: 6000, seed: 37)
    static var ndjson: String {
        floats.split(separator: "\n").dropFirst().map { line in
            let cells = line.split(separator: ",")
            return "{\"x\":\(cells[0]),\"a\":\(cells[1]),\"b\":\(cells[2])}"
        }.joined(separator: "\n") + "\n"
    }

    /// The input has what the item is about: 17-digit mantissas and exponents.
    @Test func inputHasLongMantissasAndExponents() {
        #expect(Self.floats.split(separator: "\n").contains { $0.split(separator: ",").contains { $0.filter(\.isNumber).count >= 17 } })
        #expect(Self.floats.contains("e-"))
    }

    /// `--plan` and `--emit-script`: a streamed file and pipe give the whole read's bytes.
    @Test(arguments: [["line"], ["line", "--y", "b", "--y-log"], ["hist", "--y", "a,b"], ["scatter", "--x", "a", "--y", "b"]])
    func streamedPlansAndProgramsAreTheWholeReadsOnes(_ command: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let input = command.contains("--y-log") ? Self.floats.replacingOccurrences(of: ",-", with: ",") : Self.floats
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        for mode in ["--plan", "--emit-script"] {
            let outputs = try LineStreamTests.outputs(command + [mode], input: input, in: dir, name: command.joined(separator: " "))
            #expect(outputs[1] == outputs[0], "\(command) \(mode): a streamed file differs from reading it whole")
            #expect(outputs[2] == outputs[0], "\(command) \(mode): a streamed pipe differs from reading it whole")
        }
    }

    /// NDJSON of the same values: a streamed pipe's plan is the whole file's.
    @Test func streamedNDJSONPlanIsTheWholeReadsOne() throws {
        let dir = try TemporaryDirectory.make()
        try Data(Self.ndjson.utf8).write(to: URL(fileURLWithPath: dir + "/in.ndjson"))
        var plans: [String] = []
        for (threshold, fromFile) in [(1 << 30, true), (3000, false)] {
            let result = try ChartProcess.run(
                ["line"] + (fromFile ? ["in.ndjson"] : ["--format", "ndjson"]) + ["--plan"], stdin: fromFile ? [] : Array(Self.ndjson.utf8),
                environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir)
            #expect(result.status == 0, "\(result.stderr)")
            plans.append(result.stdoutText)
        }
        #expect(plans[1] == plans[0])
    }

    /// Real gnuplot: the streamed PNG is the whole read's, and both series are drawn.
    @Test func streamedPNGIsTheWholeReadsPNG() throws {
        let image = try LineStreamTests.expectStreamedPNGIsWhole(["line"], input: Self.floats)
        let colored = image.count { Int(max($0.r, $0.g, $0.b)) - Int(min($0.r, $0.g, $0.b)) > 80 }
        #expect(colored > 500, "series ink: \(colored) pixels")
    }

    /// A number beyond ±1e300 or not a number, written with 17 digits and an exponent, far into
    /// the input: the whole read's message (file:line:col, column, what was expected), exit 65.
    @Test(arguments: [
        ("1.0000000000000001e301", "expected a number between -1e300 and 1e300, found \"1.0000000000000001e301\""),
        ("-9.999999999999999e307", "expected a number between -1e300 and 1e300, found \"-9.999999999999999e307\""),
        ("1.7976931348623159e308", "found \"1.7976931348623159e308\""),
        ("0.30000000000000004e", "found \"0.30000000000000004e\""),
    ])
    func lateBadNumberFailsAsAWholeRead(_ cell: String, _ message: String) throws {
        var lines = Self.floats.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[4321] = lines[4321].split(separator: ",").prefix(2).joined(separator: ",") + "," + cell
        let input = lines.joined(separator: "\n")
        let dir = try TemporaryDirectory.make()
        try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var results: [ChartProcessResult] = []
        for threshold in [1 << 30, 2000] {
            results.append(
                try ChartProcess.run(
                    ["line", "in.csv", "-o", "out.png"], environment: LineStreamTests.environment(threshold: threshold), currentDirectory: dir))
        }
        #expect(results[0].status == 65, "\(results[0].stderr)")
        #expect(results[0].stderr.contains("in.csv:4322:"), "\(results[0].stderr)")
        #expect(results[0].stderr.contains("column \"b\""), "\(results[0].stderr)")
        #expect(results[0].stderr.contains(message), "\(results[0].stderr)")
        #expect(results[1].status == results[0].status && results[1].stderr == results[0].stderr)
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}
