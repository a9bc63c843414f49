import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// One rule per behaviour, checked against every chart kind it applies to (issue 9's drift
/// table): the kinds used to disagree on each of these.
@Suite struct ConsistencyRulesTests {
    /// Rule: a column drawn against itself is a usage error (64), for every kind.
    @Test(arguments: [
        ("line", ["--x", "v", "--y", "v"], "column \"v\" is both the x column (--x) and a series (--y)"),
        ("bar", ["--x", "v", "--y", "v"], "column \"v\" is both the category column (--x) and a series (--y)"),
        ("discrete", ["--x", "v", "--y", "v"], "column \"v\" is both the x column (--x) and a plotted column (--low, --high or --y)"),
        (
            "discrete", ["--x", "v", "--low", "v", "--high", "w"],
            "column \"v\" is both the x column (--x) and a plotted column (--low, --high or --y)"
        ),
        ("pie", ["--label", "v", "--value", "v"], "column \"v\" is both the slice titles (--label) and the values (--value)"),
    ])
    func sameColumnTwiceIsAUsageError(command: String, flags: [String], message: String) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run([command, "-o", "x.png"] + flags, stdin: "k,v,w\na,1,2\nb,2,3\n", in: dir)
        #expect(result.status == 64)
        #expect(result.stderr == "chart: error: \(message)\n")
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// Rule: a bad flag value is a usage error (64) before any data is read; shown with an input
    /// that does not exist, which would otherwise be exit 66.
    @Test(arguments: [
        ("line", ["--y-format", "bogus"]), ("bar", ["--y-format", "bogus"]), ("discrete", ["--y-format", "bogus"]),
        ("pie", ["--value-format", "bogus"]), ("bar", ["--colors", "notacolour"]), ("pie", ["--colors", "notacolour"]),
        ("discrete", ["--colors", "notacolour"]), ("line", ["--size", "10x"]), ("pie", ["--page", "x-y"]),
    ])
    func badFlagValuesComeBeforeReading(command: String, flags: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run([command, "missing.csv", "-o", "x.png"] + flags, in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("chart: error: ") && !result.stderr.contains("missing.csv"))
    }

    /// Rule: a column or name flag with an empty entry is a usage error (64) naming the flag,
    /// before any data is read (issue 23: `--y ''` was silently ignored, `--x ''` was looked up
    /// as a column called "" after reading, and `--names ,hr` gave "hr" to the first plot).
    @Test(arguments: [
        ("line", "--y", "", "--y needs a column name or 1-based index in each comma-separated entry; found \"\""),
        ("line", "--y", "x,,y", "--y needs a column name or 1-based index in each comma-separated entry; found an empty one in \"x,,y\""),
        ("line", "--y", "y,", "--y needs a column name or 1-based index in each comma-separated entry; found an empty one in \"y,\""),
        ("line", "--x", " ", "--x needs a column name or 1-based index; found \" \""),
        ("line", "--dashed", "", "--dashed needs a series name in each comma-separated entry; found \"\""),
        ("line", "--series", "", "--series needs a column name or 1-based index; found \"\""),
        ("bar", "--y", "", "--y needs a column name or 1-based index in each comma-separated entry; found \"\""),
        ("bar", "--x", "", "--x needs a column name or 1-based index; found \"\""),
        ("discrete", "--y", "\n", "--y needs a column name or 1-based index in each comma-separated entry; found \"\\n\""),
        ("discrete", "--low", ",a", "--low needs a column name or 1-based index in each comma-separated entry; found an empty one in \",a\""),
        ("discrete", "--high", "", "--high needs a column name or 1-based index in each comma-separated entry; found \"\""),
        ("discrete", "--names", ",hr", "--names needs a legend name in each comma-separated entry; found an empty one in \",hr\""),
        ("pie", "--label", "", "--label needs a column name or 1-based index; found \"\""),
        ("pie", "--value", "", "--value needs a column name or 1-based index; found \"\""),
        ("pie", "--color-column", "", "--color-column needs a column name or 1-based index; found \"\""),
        ("pie", "--group", "", "--group needs a column name or 1-based index; found \"\""),
    ])
    func emptyColumnNamesAreUsageErrors(command: String, flag: String, value: String, message: String) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run([command, "missing.csv", "-o", "x.png", flag, value], in: dir)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "chart: error: \(message) (see 'chart --help')\n")
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// Rule: `--max-rows` limits every kind and every input shape alike: a table's data rows,
    /// and the slots of discrete `{"plots"}` JSON (its longest plot), which it used to skip.
    /// Three rows (slots) pass a limit of 3 and fail one of 2 with the same message and 65.
    @Test(arguments: [
        ("line", "x,y\n1,1\n2,2\n3,3\n"), ("bar", "k,v\na,1\nb,2\nc,3\n"), ("pie", "k,v\na,1\nb,2\nc,3\n"),
        ("discrete", "k,v\na,1\nb,2\nc,3\n"), ("discrete", "[{\"k\": \"a\", \"v\": 1}, {\"k\": \"b\", \"v\": 2}, {\"k\": \"c\", \"v\": 3}]"),
        ("discrete", "{\"plots\": [[{\"value\": 1}, {\"min\": 1, \"max\": 2}, null], [{\"value\": 2}]]}"),
        ("discrete", "{\"plots\": [[{\"value\": 1}], [null, null, {\"value\": 2}]], \"titles\": [\"a\", \"b\", \"c\"]}"),
    ])
    func maxRowsAppliesToEveryKindAndShape(command: String, input: String) throws {
        let passing = try CLI.run([command, "--max-rows", "3", "--plan"], stdin: input)
        #expect(passing.status == 0, "\(passing.stderr)")
        let dir = try TemporaryDirectory.make()
        let failing = try CLI.run([command, "--max-rows", "2", "-o", "x.png"], stdin: input, in: dir)
        #expect(failing.status == 65)
        #expect(failing.stderr == "chart: error: <stdin> has 3 data rows, more than the limit of 2 (--max-rows)\n")
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// Rule: standard input on a terminal is refused (64) by every kind, instead of waiting.
    @Test(arguments: ChartKind.allCases.map(\.rawValue))
    func terminalInputIsRefused(command: String) throws {
        let dir = try TemporaryDirectory.make()
        let result = try ProcessPipeline(
            executable: "/usr/bin/script",
            arguments: [
                "-qec", "'\(ChartProcess.binaryPath())' \(command) -o x.png", "/dev/null",
            ], currentDirectory: dir, timeout: 20
        ).run()
        #expect(!result.timedOut)
        #expect(result.status == 64)
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("no input: name a file, or pipe data in"))
    }

    /// Rule: with --y-range page, a page holding only gaps is drawn on the whole chart's axis.
    @Test(arguments: ChartKind.allCases.filter { $0.has(.pages) && !$0.has(.everyValue) }.map(\.commandName))
    func allGapPageUsesTheWholeAxis(command: String) throws {
        let flags = command == "box" ? ["--x", "k", "--value", "v"] : ["--y", "v"]  // a box chart's pages are categories of long rows
        let dir = try TemporaryDirectory.make()
        let input = "k,v\n1,10\n2,20\n3,\n4,\n5,\n6,\n7,30\n8,40\n"  // page 2 (and the next row) all gaps
        let result = try CLI.run(
            [command, "-o", "p.png", "--page-size", "2", "--y-range", "page", "--page", "all"] + flags,
            stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["p-001.png", "p-002.png", "p-003.png", "p-004.png"])
        let plan = try CLI.plan([command, "--page-size", "2", "--y-range", "page", "--page", "2", "-o", "p.png"] + flags, stdin: input, in: dir)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let y = try #require((page["y"] ?? page["valueAxis"]) as? [String: Any])
        #expect((y["min"] as? Double ?? 99) <= 10 && (y["max"] as? Double ?? 0) >= 40)
    }

    /// Rule: a --highlight on a page that is not rendered is a warning, for every kind with it.
    @Test(arguments: ChartKind.all(.highlight, .pages).map(\.commandName))
    func unrenderedHighlightWarns(command: String) throws {
        let (highlight, input) = ("2", "x,v\n1,1\n2,2\n3,3\n4,4\n")
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run([command, "-o", "h.png", "--page-size", "2", "--page", "2", "--highlight", highlight], stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "chart: warning: --highlight \"2\" is on page 1, which is not rendered\n")
    }
}

/// A mostly-numeric x column with one stray cell is an error at that cell (it used to turn the
/// axis into text categories silently); `--x-type category` draws it as text on purpose.
@Suite struct StrayXCellTests {
    @Test func strayCellIsNamed() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "x.png"], stdin: "x,y\n1,2\n2,3\nn/a,4\n10,5\n", in: dir)
        #expect(result.status == 65)
        #expect(result.stderr == "chart: error: <stdin>:4:1 (column \"x\"): expected a number, found \"n/a\"\n")
        let forced = try CLI.run(["line", "-o", "x.png", "--x-type", "category"], stdin: "x,y\n1,2\n2,3\nn/a,4\n10,5\n", in: dir)
        #expect(forced.status == 0, "\(forced.stderr)")
    }
}

/// `-o x.jpg` would hold PNG bytes under a JPEG name: formats chart does not write are refused up
/// front (`.png`, `.svg`, `.pdf` and `.txt` are written in their format).
@Suite struct OutputExtensionTests {
    @Test(arguments: ["a.jpg", "out/a.TIFF", "frame-%03d.gif", "a.eps"])
    func otherFormatsAreRefused(path: String) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", path], stdin: "x,y\n1,2\n2,3\n", in: dir)
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "chart: error: -o \(path): chart writes PNG, SVG, PDF or text; name the output .png, .svg, .pdf or .txt (see 'chart --help')\n")
        #expect(CLI.files(in: dir).isEmpty)
    }

    @Test(arguments: ["a.png", "A.PNG", "chart", "v1.2/../x.png"])
    func pngAndPlainNamesAreWritten(path: String) throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/v1.2", withIntermediateDirectories: false)
        let result = try CLI.run(["line", "-o", path], stdin: "x,y\n1,2\n2,3\n", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
    }
}

/// Rule: every axis kind places its legend by `--legend` on the shared frame, and says where in
/// `--plan` (bars had their own legend rule and did not report it).
@Suite struct LegendRuleTests {
    static let input = "k,a,b,c\n1,1,2,3\n2,2,3,4\n3,3,4,5\n"

    /// The input and flags that give `command` three series. A box chart's wide columns are
    /// boxes along its category axis, not series (no legend, as in ggplot), so it takes long
    /// rows split by `--series`.
    static func series(_ command: String) -> (input: String, flags: [String]) {
        command == ChartKind.box.commandName ? ("c,k,v\nx,a,1\nx,b,2\nx,c,3\ny,a,2\n", ["--x", "c", "--series", "k"]) : (input, [])
    }

    @Test(arguments: ChartKind.all(.axes).map(\.commandName), ["top", "right", "bottom", "none"])
    func legendGoesWhereAsked(command: String, position: String) throws {
        let (input, flags) = Self.series(command)
        let plan = try CLI.plan([command, "--legend", position] + flags, stdin: input)
        if position == "none" {
            #expect(plan["legend"] is NSNull)
            return
        }
        let legend = try #require(plan["legend"] as? [String: Any])
        #expect(legend["position"] as? String == position)
        let area = try #require(plan["plotArea"] as? [String: Int])
        let top = try #require(legend["top"] as? Int)
        switch position {
        case "top": #expect(top < area["top"]!)
        case "bottom": #expect(top > area["bottom"]!)
        default: #expect((legend["left"] as? Int ?? 0) > area["right"]!)
        }
    }

    @Test(arguments: ChartKind.all(.axes).map(\.commandName))
    func legendIsDrawnWhereThePlanSays(command: String) throws {
        let dir = try TemporaryDirectory.make()
        let (input, flags) = Self.series(command)
        let result = try CLI.run([command, "-o", "l.png", "--legend", "bottom"] + flags, stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/l.png")
        let plan = try CLI.plan([command, "--legend", "bottom"] + flags, stdin: input)
        let area = try #require(plan["plotArea"] as? [String: Int])
        // The first series' colour appears well below the plot area: its legend sample. Overlapping
        // areas are filled at 30 % over white, and their sample is that fill: blue's tint.
        let blue = RGBA(r: 0x00, g: 0x72, b: 0xB2)
        let tint = RGBA(r: 179, g: 213, b: 232)
        let (sample, tolerance) = command == ChartKind.area.commandName ? (tint, 12) : (blue, 40)
        let samples = image.pixels { $0.isClose(to: sample, tolerance: tolerance) }.filter { $0.y > area["bottom"]! + 20 }
        #expect(samples.count > 10)
    }
}
