import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Text charts from the command line: `--format-out text`, `-o x.txt`, a terminal as the
/// output, colour only where asked, and the same ticks as the plan.
@Suite struct TextChartCLITests {
    static let inputs = Dictionary(uniqueKeysWithValues: ChartKind.allCases.map { ($0.rawValue, $0.sample.rows) })

    static func escapeFree(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0x1B) && !bytes.contains(0) && String(validatingUTF8: bytes.map { CChar(bitPattern: $0) } + [0]) != nil
    }

    /// Every kind draws text to a pipe: nothing but UTF-8 text, no escapes, one page.
    @Test(arguments: ChartKind.allCases.map(\.rawValue))
    func everyKindDrawsPlainTextToAPipe(command: String) throws {
        let input = try #require(Self.inputs[command])
        let result = try CLI.run([command, "--format-out", "text", "--title", "Sales"], stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Self.escapeFree(result.stdout))
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("Sales"))
        #expect(text.split(separator: "\n").allSatisfy { TerminalWidth.columns(of: String($0)) <= 80 })
        let colored = try CLI.run([command, "--format-out", "text", "--color", "always"], stdin: input)
        #expect(colored.status == 0)
        #expect(colored.stdout.contains(0x1B), "--color always colours even a pipe")
    }

    /// The value axis of a text chart carries exactly the plan's tick labels, at rows in order.
    @Test(arguments: ChartKind.all(.axes).map(\.commandName))
    func tickLabelsAreThePlans(command: String) throws {
        let flags = [command, "--format-out", "text", "--size", "70x20"]
        let plan = try CLI.plan(flags, stdin: Self.inputs[command]!)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        // A box chart's text is drawn across: its categories are the axis down the side, first at the top.
        let across = plan["orientation"] as? String == "horizontal"
        let axis = try #require((across ? page["categoryAxis"] : page["y"] ?? page["valueAxis"]) as? [String: Any])
        let planned = try #require(axis["ticks"] as? [[String: Any]]).compactMap { $0["label"] as? String }.filter { !$0.isEmpty }
        let text = String(decoding: try CLI.run(flags, stdin: Self.inputs[command]!).stdout, as: UTF8.self)
        let drawn = text.split(separator: "\n").compactMap { line -> String? in
            guard let mark = line.firstIndex(of: "┤") else { return nil }
            return line[..<mark].trimmingCharacters(in: .whitespaces)
        }
        #expect(drawn == (across ? planned : planned.reversed()), "text \(drawn), plan \(planned)")
    }

    /// Calendar bins as text: a bar per day with the plan's time tick labels under the axis and
    /// the median's label whole, as a time.
    @Test func calendarBinsDrawAsText() throws {
        let days = ["2024-03-04", "2024-03-05", "2024-03-06", "2024-03-07"]
        let input =
            "at\n" + days.enumerated().flatMap { index, day in (0...(2 * index)).map { "\(day)T\(10 + $0):00:00" } }.joined(separator: "\n") + "\n"
        let flags = ["hist", "--bin-width", "1d", "--mark", "p50", "--format-out", "text", "--size", "60x12"]
        let plan = try CLI.plan(flags, stdin: input)
        let page = try #require((plan["pages"] as? [[String: Any]])?.first)
        let labels = try #require((page["x"] as? [String: Any])?["ticks"] as? [[String: Any]]).compactMap { $0["label"] as? String }
        #expect(labels.contains("Mar 04"))
        let text = String(decoding: try CLI.run(flags, stdin: input).stdout, as: UTF8.self)
        for label in labels where !label.isEmpty { #expect(text.contains(label), "\(label) not in\n\(text)") }
        let mark = try #require((plan["marks"] as? [[String: Any]])?.first?["label"] as? String)
        #expect(mark == "p50 2024-03-06 13:30")  // halfway between the 8th and 9th of 16: 13:00 and 14:00
        #expect(text.contains(mark), "\(text)")
        #expect(text.contains("count per day"))
    }

    /// On a terminal with no -o, chart draws text there (PNG bytes would help nobody), in colour
    /// unless NO_COLOR is set or TERM is dumb; --color never turns it off too.
    @Test func aTerminalGetsTextInColourUnlessNoColor() throws {
        let dir = try TemporaryDirectory.make()
        try Self.inputs["line"]!.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        func onTerminal(_ prefix: String, _ flags: String = "") throws -> [UInt8] {
            let command = "\(prefix) '\(ChartProcess.binaryPath())' line d.csv --size 60x12 \(flags)"
            let result = try ProcessPipeline(
                executable: "/usr/bin/script", arguments: ["-qec", command, "/dev/null"], currentDirectory: dir, timeout: 20
            )
            .run()
            #expect(result.status == 0, "\(String(decoding: result.stdout, as: UTF8.self))")
            return result.stdout
        }
        let colored = try onTerminal("env -u NO_COLOR TERM=xterm COLORTERM=truecolor")
        #expect(String(decoding: colored, as: UTF8.self).contains("\u{1B}[38;2;"))
        #expect(String(decoding: colored, as: UTF8.self).contains("┤"))
        let palette = try onTerminal("env -u NO_COLOR -u COLORTERM TERM=xterm")
        #expect(String(decoding: palette, as: UTF8.self).contains("\u{1B}[38;5;"))
        for (prefix, flags) in [
            ("env NO_COLOR=1 TERM=xterm", ""), ("env -u NO_COLOR TERM=dumb", ""), ("env -u NO_COLOR TERM=xterm", "--color never"),
        ] {
            let plain = try onTerminal(prefix, flags)
            #expect(!plain.contains(0x1B), "\(prefix) \(flags)")
            #expect(String(decoding: plain, as: UTF8.self).contains("┤"))
        }
        #expect(CLI.files(in: dir) == ["d.csv"])
    }

    /// `-o x.txt` writes text files, numbered per page like images; to standard output the
    /// pages follow one another, each under its header.
    @Test func pagesAsFilesAndOnStandardOutput() throws {
        let dir = try TemporaryDirectory.make()
        let input = "x,y\n" + (1...9).map { "\($0),\($0 * $0 % 7)" }.joined(separator: "\n") + "\n"
        let files = try CLI.run(["line", "-o", "out/p.txt", "--page-size", "3"], stdin: input, in: dir)
        #expect(files.status == 0, "\(files.stderr)")
        #expect(CLI.files(in: dir + "/out") == ["p-001.txt", "p-002.txt", "p-003.txt"])
        let first = try String(contentsOfFile: dir + "/out/p-001.txt", encoding: .utf8)
        #expect(first.hasPrefix("── page 1 of 3 ──\n") && first.contains("┤"))
        let all = try CLI.run(["line", "--format-out", "text", "--page-size", "3", "--page", "all"], stdin: input)
        #expect(all.status == 0)
        let text = String(decoding: all.stdout, as: UTF8.self)
        #expect(["1", "2", "3"].allSatisfy { text.contains("── page \($0) of 3 ──") })
        let same = try CLI.run(["line", "--format-out", "text", "--page-size", "3", "--page", "all"], stdin: input)
        #expect(same.stdout == all.stdout, "same input and flags, same bytes")
    }

    /// Marks cut by --y-min/--y-max stop at the plot's edge, as gnuplot clips: no dot or block
    /// lands on the titles, tick labels or the axis line.
    @Test(arguments: [("line", "x,y\n1,2\n2,3\n", ["--y-min", "2.5", "--y-max", "2.6"]), ("bar", "k,v\na,1\nb,9\n", ["--y-max", "5"])])
    func marksStayInsideThePlot(command: String, input: String, range: [String]) throws {
        let result = try CLI.run([command, "--format-out", "text", "--size", "30x10"] + range, stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let axis = try #require(lines.firstIndex { $0.contains("└") })
        let outside = lines.enumerated().filter { $0.offset == 0 || $0.offset >= axis }.map(\.element)
        let marks = outside.filter { line in
            line.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) || "█▀▄".unicodeScalars.contains($0) }
        }
        #expect(marks.isEmpty, "\(marks)")
    }

    /// `--follow` in text: each page to its file as it fills, or on standard output the page
    /// being filled, printed after the last in a pipe and redrawn in place on a terminal.
    @Test func followDrawsText() throws {
        let dir = try TemporaryDirectory.make()
        let input = "x,y\n" + (1...6).map { "\($0),\($0 * $0 % 7)" }.joined(separator: "\n") + "\n"
        let files = try CLI.run(["line", "--follow", "-o", "live.txt", "--size", "40x10", "--page-size", "3"], stdin: input, in: dir)
        #expect(files.status == 0, "\(files.stderr)")
        #expect(CLI.files(in: dir) == ["live-001.txt", "live-002.txt"])
        let page = try String(contentsOfFile: dir + "/live-002.txt", encoding: .utf8)
        #expect(page.contains("┤") && !page.contains("\u{1B}"))
        let piped = try CLI.run(["line", "--follow", "--format-out", "text", "--size", "40x10"], stdin: input)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(String(decoding: piped.stdout, as: UTF8.self).contains("┤") && !piped.stdout.contains(0x1B))
        try input.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let command = "cat d.csv | env NO_COLOR=1 '\(ChartProcess.binaryPath())' line --follow --size 40x10"
        let terminal = try ProcessPipeline(
            executable: "/usr/bin/script", arguments: ["-qec", command, "/dev/null"], currentDirectory: dir, timeout: 20
        ).run()
        #expect(terminal.status == 0)
        let shown = String(decoding: terminal.stdout, as: UTF8.self)
        #expect(shown.contains("\u{1B}[H\u{1B}[2J") && shown.contains("┤"), "redrawn in place on a terminal")
    }

    static let refusals: [(flags: [String], message: String)] = [
        (["-o", "x.png", "--color", "always"], "--color applies to text charts"),
        (["--format-out", "text", "--emit-script"], "--emit-script prints the gnuplot program of an image"),
        (["--format-out", "text", "--size", "5x5"], "--size 5x5 is out of range"),
        (["--format-out", "text", "--size", "2000x30"], "(text charts: 20–1000 columns, 8–500 rows)"),
        (["--format-out", "text", "--size", "1200x600"], "a text chart of 1200x600 cells cannot be drawn: 20–1000 columns, 8–500 rows"),
        (["-o", "x.png", "--size", "100x30"], "--size 100x30 is out of range: width 160–10000"),
        (["--format-out", "text", "--scale", "2"], "--scale applies to PNG images, not text charts"),
    ]

    @Test(arguments: refusals.indices)
    func misuseIsAUsageError(_ index: Int) throws {
        let dir = try TemporaryDirectory.make()
        let (flags, message) = Self.refusals[index]
        let result = try CLI.run(["line"] + flags, stdin: Self.inputs["line"]!, in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(CLI.files(in: dir).isEmpty)
    }
}
