import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Spreadsheet exports of much of Europe (issue 16 item 19): `;` between fields and a decimal
/// comma in numbers. The separator is sniffed; decimal commas are read with `--decimal-comma`
/// and, without it, named at their cell with the flag to pass (never guessed: `1,234` is 1.234
/// in one country and 1234 in another).
@Suite struct DecimalCommaCLITests {
    static let export = "Datum;Wert\n2024-01-01;1,5\n2024-01-02;2,25\n2024-01-03;1.234,5\n"

    @Test(arguments: ChartKind.allCases.map(\.commandName))
    func withoutTheFlagTheCellAndTheFlagAreNamed(command: String) throws {
        let dir = try TemporaryDirectory.make()
        try Self.export.write(toFile: dir + "/eu.csv", atomically: true, encoding: .utf8)
        let result = try CLI.run([command, "eu.csv", "-o", "a.png"], in: dir)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "chart: error: eu.csv:2:12 (column \"Wert\"): \"1,5\" is written with a decimal comma; pass --decimal-comma to read it as 1.5\n")
        #expect(CLI.files(in: dir) == ["eu.csv"])
    }

    /// With the flag the values are 1.5, 2.25 and 1234.5: the value axis reaches 1234.5 and the
    /// rendered line climbs to the top of the plot on the last day.
    @Test func withTheFlagTheExportIsDrawn() throws {
        let dir = try TemporaryDirectory.make()
        try Self.export.write(toFile: dir + "/eu.csv", atomically: true, encoding: .utf8)
        let args = ["line", "eu.csv", "--decimal-comma", "--size", "400x300"]
        let plan = try CLI.plan(args, in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let y = try #require(page["y"] as? [String: Any])
        #expect((y["max"] as? Double ?? 0) >= 1234.5 && (y["max"] as? Double ?? .infinity) <= 1500)
        #expect(plan["xKind"] as? String == "time")
        let result = try CLI.run(args + ["-o", "eu.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/eu.png")
        #expect(image.width == 400 && image.height == 300)
    }

    /// Pies, quoted cells and a given separator read the same numbers.
    @Test(arguments: [
        ("k;v\nÄpfel;1,5\nBirnen;\"2.000,25\"\n", [String]()),
        ("k,v\nÄpfel,\"1,5\"\nBirnen,\"2.000,25\"\n", [String]()),
        ("k|v\nÄpfel|1,5\nBirnen|2.000,25\n", ["--separator", "|"]),
        ("k\tv\nÄpfel\t1,5\nBirnen\t2.000,25\n", ["--separator", "tab"]),
    ])
    func slicesHoldTheValues(input: String, flags: [String]) throws {
        let plan = try CLI.plan(["pie", "--decimal-comma"] + flags, stdin: input)
        let slices = (plan["pages"] as? [[String: Any]])?.first?["slices"] as? [[String: Any]] ?? []
        #expect(slices.compactMap { $0["value"] as? Double } == [1.5, 2000.25], "\(plan)")
    }

    /// A long export streamed in batches (the line chart's path for big input) reads as a whole read does.
    @Test func streamedExportEqualsWholeRead() throws {
        let dir = try TemporaryDirectory.make()
        let rows = (0..<400).map { "\($0);\($0 / 10),\($0 % 10)" }.joined(separator: "\n")
        try ("t;v\n" + rows + "\n").write(toFile: dir + "/long.csv", atomically: true, encoding: .utf8)
        var outputs: [String] = []
        for threshold in [1 << 30, 500] {
            var environment = ProcessInfo.processInfo.environment
            environment["CHART_TEST_STREAM_THRESHOLD"] = String(threshold)
            let result = try CLI.run(["line", "long.csv", "--decimal-comma", "--plan"], in: dir, environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(result.stdoutText)
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].contains("\"max\": 40"), "39.9 is the largest value")
        var environment = ProcessInfo.processInfo.environment
        environment["CHART_TEST_STREAM_THRESHOLD"] = "500"
        let refused = try CLI.run(["line", "long.csv", "--plan"], in: dir, environment: environment)
        #expect(refused.status == 65 && refused.stderr.contains("\"0,0\" is written with a decimal comma"), "\(refused.stderr)")
    }

    @Test(arguments: [
        (["--separator", "xx"], "--separator must be one punctuation character"),
        (["--separator", "x"], "not a letter, digit, quote or space; got \"x\""),
        (["--separator", " "], "use --format whitespace"),
        (["--separator", "1"], "--separator must be one punctuation character"),
        (["--format", "json", "--separator", ";"], "--separator applies to delimited text"),
        (["--format", "ndjson", "--decimal-comma"], "--decimal-comma applies to delimited text"),
    ])
    func badFlagsAreUsageErrors(flags: [String], message: String) throws {
        let result = try CLI.run(["line", "-o", "a.png"] + flags, stdin: "a;b\n1;2\n")
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// A `;` export whose dotted numbers all have three decimals is drawn as read (decimals),
    /// with a warning that names the first cell, says it may be thousands grouping and names
    /// `--decimal-comma`; the same warning is in `--plan`, `--quiet` drops it, and with the flag
    /// the values are thousands and nothing is said (issue 32 item 11).
    @Test(arguments: ChartKind.allCases)
    func threeDecimalsAreNamedInAWarning(kind: ChartKind) throws {
        let command = kind.commandName
        let dir = try TemporaryDirectory.make()
        try "Monat;Umsatz\n1;1.234\n2;12.500\n3;7.250\n".write(toFile: dir + "/eu.csv", atomically: true, encoding: .utf8)
        let warning =
            """
            eu.csv:2:3 (column \"Umsatz\"): \"1.234\" was read as a decimal, but every number with a '.' in this ';'-separated column has three \
            digits after it, as thousands separators do; if '.' groups thousands here, pass --decimal-comma to read it as 1234
            """
        let columns = [kind.valueFlag, "Umsatz"]
        let drawn = try CLI.run([command, "eu.csv", "-o", "a.png"] + columns, in: dir)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stderr.contains("chart: warning: \(warning)\n"), "\(drawn.stderr)")
        let plan = try CLI.run([command, "eu.csv", "--plan"] + columns, in: dir)
        #expect(plan.stdoutText.contains("\"eu.csv:2:3 (column \\\"Umsatz\\\"): \\\"1.234\\\" was read as a decimal"), "\(plan.stdoutText)")
        let quiet = try CLI.run([command, "eu.csv", "--quiet", "--plan"] + columns, in: dir)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
        let flagged = try CLI.run([command, "eu.csv", "--decimal-comma", "--plan"] + columns, in: dir)
        #expect(flagged.status == 0 && !flagged.stderr.contains("was read as a decimal"), "\(flagged.stderr)")
    }

    /// `.5` is refused as `0.5` is under `--decimal-comma` (it read as 0.5 before), naming the cell.
    @Test(arguments: [".5", "0.5"])
    func pointFractionsAreRefusedAlike(cell: String) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--decimal-comma", "-o", "a.png"], stdin: "t;v\n1;2,5\n2;\(cell)\n", in: dir)
        #expect(CLI.files(in: dir).isEmpty)
        #expect(result.status == 65)
        #expect(
            result.stderr.hasPrefix(
                "chart: error: <stdin>:3:3 (column \"v\"): \"\(cell)\" has a decimal point, but --decimal-comma reads '.' as a thousands separator"),
            "\(result.stderr)")
    }

    /// A quoted header holding a tab is CSV, not TSV: the sniffer skips quoted fields.
    @Test func quotedTabInAHeaderIsCSV() throws {
        let plan = try CLI.plan(["line"], stdin: "\"x\ty\",v\n1,2\n2,3\n")
        #expect((plan["series"] as? [[String: Any]])?.first?["name"] as? String == "v", "\(plan)")
    }
}
