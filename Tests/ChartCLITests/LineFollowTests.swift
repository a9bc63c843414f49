import ChartKit
import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `chart line --follow`: live pages from a writer that keeps standard input open, with real
/// gnuplot. Each test waits for files with a timeout instead of sleeping for fixed times.
@Suite struct LineFollowTests {
    static let size = ["--size", "400x300"]

    /// Rows `from..<to` of a series whose pages all differ (`t,v`).
    static func rows(_ range: Range<Int>) -> String {
        range.map { "\($0),\(($0 * 37) % 23)\n" }.joined()
    }

    /// 2.5 pages while stdin stays open: page 1 (and 2) exist before stdin closes, the partial
    /// page 3 is drawn and re-drawn as rows arrive, and at EOF every page is finished, each
    /// exactly as a normal run draws it with --y-range page, with no temporary file left.
    @Test func pagesAppearWhileStandardInputIsOpen() throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/live", withIntermediateDirectories: true)
        let started = Date()
        let live = try LiveChart(["line", "--follow", "--page-size", "10", "--refresh", "0.3", "-o", "live/l.png"] + Self.size, in: dir)
        defer { live.kill() }
        try live.write("t,v\n" + Self.rows(0..<25))
        #expect(live.waitFor(dir + "/live/l-001.png"), "page 1 did not appear while stdin was open: \(live.stderr)")
        let firstPage = Date().timeIntervalSince(started)
        #expect(live.isRunning, "chart ended before stdin closed")
        #expect(live.waitFor(dir + "/live/l-003.png"), "the partial page 3 was not drawn: \(live.stderr)")
        for page in 1...3 {
            let image = try PNGImage.load(path: dir + String(format: "/live/l-%03d.png", page))
            #expect(image.width == 400 && image.height == 300)
        }
        let partial = FileManager.default.contents(atPath: dir + "/live/l-003.png")
        try live.write(Self.rows(25..<28))
        #expect(live.waitFor(dir + "/live/l-003.png") { $0 != partial }, "the partial page was not re-drawn")
        #expect(live.isRunning)
        let status = live.closeAndWait()
        let total = Date().timeIntervalSince(started)
        print("follow: page 1 after \(String(format: "%.2f", firstPage)) s, run \(String(format: "%.2f", total)) s")
        #expect(status == 0, "\(live.stderr)")
        #expect(live.stderr.isEmpty, "\(live.stderr)")
        #expect(CLI.files(in: dir + "/live") == ["l-001.png", "l-002.png", "l-003.png"])

        // The same pages from a normal run over the complete input, one page at a time.
        let all = "t,v\n" + Self.rows(0..<28)
        for page in 1...3 {
            let name = String(format: "ref-%03d.png", page)  // --page names the page as a full run does
            let result = try CLI.run(
                ["line", "--page-size", "10", "--y-range", "page", "--page", "\(page)", "-o", "ref.png"] + Self.size, stdin: all, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(
                FileManager.default.contents(atPath: dir + "/" + name)
                    == FileManager.default.contents(atPath: dir + String(format: "/live/l-%03d.png", page)),
                "page \(page) differs from the normal run's")
        }
    }

    /// SIGTERM mid-stream: exit 143, the pages already written are complete PNGs, and no
    /// temporary file or folder is left behind.
    @Test(arguments: [SIGTERM, SIGINT])
    func signalMidStreamLeavesCompleteFiles(_ signal: Int32) throws {
        let dir = try TemporaryDirectory.make()
        let temp = try TemporaryDirectory.make()
        let live = try LiveChart(["line", "--follow", "--page-size", "10", "-o", "l.png"] + Self.size, in: dir, temporaryFolder: temp)
        defer { live.kill() }
        try live.write("t,v\n" + Self.rows(0..<25))
        #expect(live.waitFor(dir + "/l-002.png"), "\(live.stderr)")
        try live.write(Self.rows(25..<27))
        live.signal(signal)
        let status = live.waitForExit()
        #expect(status == 128 + signal, "\(live.stderr)")
        #expect(live.stderr.hasPrefix("chart: stopped following; wrote l-001.png … l-00"), "\(live.stderr)")
        let files = CLI.files(in: dir)
        #expect(files.allSatisfy { !$0.hasPrefix(".") }, "left \(files)")
        #expect(files.contains("l-001.png") && files.contains("l-002.png"))
        for name in files {
            let image = try PNGImage.load(path: dir + "/" + name)
            #expect(image.width == 400 && image.height == 300)
        }
        #expect(CLI.files(in: temp).isEmpty, "left \(CLI.files(in: temp)) in TMPDIR")
    }

    /// `--window N`: one file, re-drawn with the last N points; at the end it is the normal
    /// chart of those N rows.
    @Test func windowKeepsOneFile() throws {
        let dir = try TemporaryDirectory.make()
        let live = try LiveChart(["line", "--follow", "--window", "5", "--refresh", "0.2", "-o", "w.png"] + Self.size, in: dir)
        defer { live.kill() }
        try live.write("t,v\n" + Self.rows(0..<8))
        #expect(live.waitFor(dir + "/w.png"), "\(live.stderr)")
        let first = FileManager.default.contents(atPath: dir + "/w.png")
        try live.write(Self.rows(8..<12))
        #expect(live.waitFor(dir + "/w.png") { $0 != first }, "the window was not re-drawn")
        #expect(live.closeAndWait() == 0, "\(live.stderr)")
        #expect(CLI.files(in: dir) == ["w.png"])
        let result = try CLI.run(["line", "-o", "ref.png"] + Self.size, stdin: "t,v\n" + Self.rows(7..<12), in: dir)
        #expect(result.status == 0)
        #expect(FileManager.default.contents(atPath: dir + "/ref.png") == FileManager.default.contents(atPath: dir + "/w.png"))
    }

    /// A followed stream whose first line is data (`tail -f log.csv |` starts past the header)
    /// says so (issue 16 item 14): its columns are silently named 1, 2, … otherwise. Not with
    /// --no-header, a header, or NDJSON.
    @Test(arguments: [
        (["--follow", "-"], "5,1\n6,2\n7,3\n", true),
        (["--follow", "-", "--no-header"], "5,1\n6,2\n7,3\n", false),
        (["--follow", "-"], "t,v\n5,1\n6,2\n", false),
        (["--follow", "-"], "{\"t\":5,\"v\":1}\n{\"t\":6,\"v\":2}\n", false),
    ])
    func missingHeaderIsNamed(_ arguments: [String], _ input: String, _ warned: Bool) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "h.png"] + arguments, stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let warning =
            """
            chart: warning: <stdin> has no header line (its first line is data), so its columns are named 1, 2, …; a stream from `tail -f FILE` \
            starts after the header: use `tail -n +1 -f FILE` or `chart line --follow FILE` to keep it, or --no-header if there is none\n
            """
        #expect(result.stderr == (warned ? warning : ""))
        #expect(CLI.files(in: dir) == ["h.png"])
    }

    /// A bad cell mid-stream: every row before it is drawn (page 3 from its first rows), then the
    /// normal one-line error with line and column, exit 65.
    @Test func badRowFinishesWhatCameBefore() throws {
        let dir = try TemporaryDirectory.make()
        let input = "t,v\n" + Self.rows(0..<23) + "23,n/a\n" + Self.rows(24..<30)
        let result = try CLI.run(["line", "--follow", "--page-size", "10", "-o", "b.png"] + Self.size, stdin: input, in: dir)
        #expect(result.status == 65)
        #expect(result.stderr == "chart: error: <stdin>:25:4 (column \"v\"): expected a number, found \"n/a\"\n")
        #expect(CLI.files(in: dir) == ["b-001.png", "b-002.png", "b-003.png"])
        let reference = try CLI.run(
            ["line", "--page-size", "10", "--y-range", "page", "--page", "3", "-o", "r.png"] + Self.size,
            stdin: "t,v\n" + Self.rows(0..<23), in: dir)
        #expect(reference.status == 0)
        #expect(FileManager.default.contents(atPath: dir + "/r-003.png") == FileManager.default.contents(atPath: dir + "/b-003.png"))
    }

    /// A bad cell in a later batch (read after page 1 was written) names its line in the whole
    /// input, and a record with a wrong field count is refused against the first record.
    @Test(arguments: [
        ("12,n/a\n", "<stdin>:15:4 (column \"v\"): expected a number, found \"n/a\""),
        ("12,1,2\n", "<stdin>:15:1: expected 2 fields, found 3"),
    ])
    func laterBatchErrorsNameTheirLine(_ bad: String, _ message: String) throws {
        let dir = try TemporaryDirectory.make()
        let live = try LiveChart(["line", "--follow", "--page-size", "10", "-o", "e.png"] + Self.size, in: dir)
        defer { live.kill() }
        try live.write("t,v\n" + Self.rows(0..<11) + "\n")
        #expect(live.waitFor(dir + "/e-001.png"), "\(live.stderr)")
        try live.write(Self.rows(11..<12) + bad + Self.rows(13..<15))
        #expect(live.closeAndWait() == 65)
        #expect(live.stderr == "chart: error: " + message + "\n")
        #expect(CLI.files(in: dir) == ["e-001.png", "e-002.png"])
    }

    /// Rows going back in x cannot be paged live: an error at the row, exit 65, after page 1
    /// (final) and page 2 (the rows before the bad one) are drawn.
    @Test func rowsMustArriveInOrder() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(
            ["line", "--follow", "--page-size", "10", "-o", "o.png"] + Self.size,
            stdin: "t,v\n" + Self.rows(0..<12) + "5,1\n", in: dir)
        #expect(result.status == 65)
        #expect(
            result.stderr
                == """
                chart: error: <stdin>:14:1 (column \"t\"): rows must arrive in ascending x with --follow: \"5\" comes after \"11\" (line 13); \
                sort the input, or leave out --follow\n
                """
        )
        #expect(CLI.files(in: dir) == ["o-001.png", "o-002.png"])
    }

    /// NDJSON, TSV with CRLF and CSV with quoted line breaks are cut into whole records.
    @Test(arguments: [
        ("ndjson", (0..<25).map { "{\"t\": \($0), \"v\": \($0 % 4)}\n" }.joined()),
        ("tsv", "t\tv\r\n" + (0..<25).map { "\($0)\t\($0 % 4)\r\n" }.joined()),
        ("csv", "\"t\",\"v\nalue\"\n" + (0..<25).map { "\"\($0)\",\($0 % 4)\n" }.joined()),
    ])
    func formatsAreSplitIntoRecords(_ format: String, _ input: String) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--follow", "--page-size", "10", "-o", "f.png"] + Self.size, stdin: input, in: dir)
        #expect(result.status == 0, "\(format): \(result.stderr)")
        #expect(CLI.files(in: dir) == ["f-001.png", "f-002.png", "f-003.png"], "\(format)")
    }

    /// Flags that cannot be combined with --follow, and bad --refresh/--window values: usage
    /// errors before any input is read.
    @Test(arguments: [
        (["--follow", "-o", "-"], "--follow re-writes its files"),
        (["--follow"], "--follow re-writes its files"),
        (["--follow", "-o", "a.png", "--plan"], "--follow draws while the data arrives; it cannot be combined with --plan"),
        (["--follow", "-o", "a.png", "--emit-script"], "--follow draws while the data arrives; it cannot be combined with --emit-script"),
        (["--follow", "-o", "a.png", "--page-size", "5", "--page", "2"], "--follow writes every page as it fills"),
        (["--follow", "-o", "a.png", "--pages", "3"], "--follow cannot cut into --pages K"),
        (["--follow", "-o", "a.png", "--page-size", "5", "--window", "9"], "--page-size and --window cannot be combined"),
        (["--follow", "-o", "a.png", "--series", "k"], "--follow cannot split long data"),
        (["--follow", "-o", "a.png", "--highlight", "3"], "--highlight cannot be combined with --follow"),
        (["--follow", "-o", "a.png", "--format", "json"], "--follow reads CSV, TSV"),
        (["--follow", "-o", "a.png", "--refresh", "0"], "--refresh must be a positive number of seconds"),
        (["--follow", "-o", "a.png", "--refresh", "-1"], "--refresh must be a positive number of seconds"),
        (["--follow", "-o", "a.png", "--refresh", "soon"], "The value 'soon' is invalid for '--refresh"),
        (["--follow", "-o", "a.png", "--window", "1"], "--window must be at least 2 points"),
        (["-o", "a.png", "--refresh", "2"], "--refresh applies only with --follow"),
        (["-o", "a.png", "--window", "20"], "--window applies only with --follow"),
    ])
    func conflictsAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let dir = try TemporaryDirectory.make()
        // A writer that never closes would hang a check made after reading: stdin is left open.
        let live = try LiveChart(["line"] + arguments, in: dir)
        defer { live.kill() }
        let status = live.waitForExit(seconds: 60)
        #expect(status == 64, "\(arguments): \(live.stderr)")
        #expect(live.stderr.hasPrefix("chart: error: " + message), "\(arguments): \(live.stderr)")
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// How a followed log file is rotated.
    enum Rotation: String, CaseIterable, Sendable {
        /// `copytruncate`: emptied in place, then written again from the start.
        case truncate
        /// Renamed away and created anew at once.
        case replace
        /// Renamed away; the writer still appends a row to the old file; the name is missing for
        /// a while (several polls) before the new file appears.
        case replaceLater
    }

    /// Appends `text` to the file at `path` (created when missing).
    static func append(_ text: String, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path) { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// Rotates `dir/log.csv` in `style` while `live` follows it; the new file holds `text` (and,
    /// for `replaceLater`, the old one gets `late` after the rename).
    static func rotate(_ style: Rotation, in dir: String, live: LiveChart, text: String, late: String = "") throws {
        let log = dir + "/log.csv"
        switch style {
        case .truncate:
            #expect(truncate(log, 0) == 0)
            // Written only once chart has seen the shorter file (as with any tail -F, a file
            // that grows back past the old length before the next poll cannot be told apart).
            #expect(live.waitForStderr("log.csv was truncated"), "\(live.stderr)")
            try append(text, to: log)
        case .replace:
            #expect(rename(log, log + ".1") == 0)
            try append(text, to: log)
        case .replaceLater:
            #expect(rename(log, log + ".1") == 0)
            usleep(700_000)
            try append(late, to: log + ".1")
            usleep(700_000)
            try append(text, to: log)
        }
    }

    /// `--follow FILE` follows the name through log rotation, as `tail -F` does (issue 23: a
    /// truncated file was read from the old offset, a replaced one was silently ignored): the
    /// rows of the new file, header skipped, go on into the same pages, which end up exactly as
    /// a normal run over all the rows draws them.
    @Test(arguments: Rotation.allCases)
    func followedFileSurvivesRotation(_ style: Rotation) throws {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/live", withIntermediateDirectories: true)
        var references: [Data] = []
        for page in 1...4 {
            let result = try CLI.run(
                ["line", "--page-size", "10", "--y-range", "page", "--page", "\(page)", "-o", "ref.png"] + Self.size,
                stdin: "t,v\n" + Self.rows(0..<38), in: dir)
            #expect(result.status == 0, "\(result.stderr)")
            references.append(try #require(FileManager.default.contents(atPath: dir + String(format: "/ref-%03d.png", page))))
        }
        try ("t,v\n" + Self.rows(0..<25)).write(toFile: dir + "/log.csv", atomically: false, encoding: .utf8)
        let live = try LiveChart(["line", "--follow", "log.csv", "--page-size", "10", "--refresh", "0.2", "-o", "live/l.png"] + Self.size, in: dir)
        defer { live.kill() }
        #expect(live.waitFor(dir + "/live/l-003.png"), "\(live.stderr)")
        if style == .replaceLater {
            try Self.rotate(style, in: dir, live: live, text: "t,v\n" + Self.rows(26..<38), late: Self.rows(25..<26))
        } else {
            try Self.rotate(style, in: dir, live: live, text: "t,v\n" + Self.rows(25..<38))
        }
        for page in 1...4 {
            let path = dir + String(format: "/live/l-%03d.png", page)
            #expect(live.waitFor(path) { $0 == references[page - 1] }, "\(style): page \(page) differs from the normal run's: \(live.stderr)")
        }
        #expect(live.isRunning, "\(live.stderr)")
        live.signal(SIGTERM)
        #expect(live.waitForExit() == 128 + SIGTERM)
        #expect(CLI.files(in: dir + "/live") == ["l-001.png", "l-002.png", "l-003.png", "l-004.png"])
        let warning =
            style == .truncate
            ? "chart: warning: log.csv was truncated; reading it again from its start\n"
            : "chart: warning: log.csv was replaced (log rotation); reading the new file from its start\n"
        #expect(live.stderr.hasPrefix(warning), "\(live.stderr)")
    }

    /// After a rotation, the new file must start with the same header (a demanding reader's
    /// columns would otherwise change meaning mid-chart): a different one is exit 65 at its
    /// line in the new file, after every row before it is drawn; a bad cell in the new file is
    /// located at its own line (issue 23: the old offset gave a wrong location).
    @Test(arguments: [
        (
            Rotation.truncate, "\nt,w\n25,1\n",
            """
            log.csv:2:1: log.csv started over (truncated or replaced) with a different header: expected \"t,v\", found \"t,w\"; the chart keeps the \
            columns it began with (run chart again to draw the new ones)
            """
        ),
        (Rotation.replace, "t,v\n25,1\n\n26,n/a\n", "log.csv:4:4 (column \"v\"): expected a number, found \"n/a\""),
        (
            Rotation.replace, "t,v,w\n25,1,2\n",
            """
            log.csv:1:1: log.csv started over (truncated or replaced) with a different header: expected \"t,v\", found \"t,v,w\"; the chart keeps \
            the columns it began with (run chart again to draw the new ones)
            """
        ),
        (Rotation.truncate, "\u{FEFF}t,v\n25,1\n26,2,3\n", "log.csv:3:1: expected 2 fields, found 3"),
    ])
    func rotatedFileErrorsNameItsLines(_ style: Rotation, _ text: String, _ message: String) throws {
        let dir = try TemporaryDirectory.make()
        try ("t,v\n" + Self.rows(0..<15)).write(toFile: dir + "/log.csv", atomically: false, encoding: .utf8)
        let live = try LiveChart(["line", "--follow", "log.csv", "--page-size", "10", "--refresh", "0.2", "-o", "e.png"] + Self.size, in: dir)
        defer { live.kill() }
        #expect(live.waitFor(dir + "/e-002.png"), "\(live.stderr)")
        try Self.rotate(style, in: dir, live: live, text: text)
        #expect(live.waitForExit(seconds: 30) == 65, "\(live.stderr)")
        #expect(live.stderr.split(separator: "\n").last.map(String.init) == "chart: error: " + message, "\(live.stderr)")
        #expect(CLI.files(in: dir).filter { $0.hasSuffix(".png") } == ["e-001.png", "e-002.png"])
    }

    /// A JSON document on standard input cannot be followed (it is complete only at its end).
    @Test func jsonDocumentIsRefused() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--follow", "-o", "j.png"], stdin: "[{\"t\": 1, \"v\": 2}]\n", in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("chart: error: --follow reads CSV, TSV"))
    }
}

/// A `chart` process whose standard input stays open until the test closes it.
final class LiveChart {
    let process = Process()
    private let input = Pipe()
    private let stderrPath: String

    init(_ arguments: [String], in folder: String, temporaryFolder: String? = nil) throws {
        let aux = try TemporaryDirectory.make()
        stderrPath = aux + "/stderr"
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        var environment = ProcessInfo.processInfo.environment
        if let temporaryFolder { environment["TMPDIR"] = temporaryFolder }
        // Through perl's exec (same pid), so chart gets a shell's signal dispositions and mask.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
        process.arguments = ["-e", Fault.defaultSignalsThenExec, "--", ChartProcess.binaryPath()] + arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        try process.run()
    }

    var isRunning: Bool { process.isRunning }
    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    func write(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    func signal(_ number: Int32) {
        Glibc.kill(process.processIdentifier, number)
    }

    /// Waits until `path` exists and its bytes pass `check`; false after `seconds`.
    func waitFor(_ path: String, seconds: Double = 30, _ check: (Data?) -> Bool = { _ in true }) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let data = FileManager.default.contents(atPath: path), check(data) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits until standard error contains `text`; false after `seconds`.
    func waitForStderr(_ text: String, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if stderr.contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Closes standard input without waiting.
    func closeInput() throws {
        try input.fileHandleForWriting.close()
    }

    /// Closes standard input and waits for the exit status.
    func closeAndWait(seconds: Double = 60) -> Int32 {
        try? input.fileHandleForWriting.close()
        return waitForExit(seconds: seconds)
    }

    /// The exit status (128 + n after signal n); -1 when it was still running after `seconds`.
    func waitForExit(seconds: Double = 60) -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { return -1 }
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Ends the process if a test left it running.
    func kill() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
