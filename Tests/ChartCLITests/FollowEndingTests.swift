import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ending `chart line --follow` (issue 34 item 3): Ctrl-C is the documented way to stop it, so
/// SIGINT, SIGTERM and SIGHUP end it with one quiet line naming the pages in place, not an
/// error; the exit stays 128 + the signal (as `tail -f`), nothing is left half-written or in
/// TMPDIR, and a file of the same name from an earlier run is not claimed. Real processes.
@Suite struct FollowEndingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        /// Rows written to standard input (after a header unless `headerless`).
        var rows: Range<Int>
        var headerless = false
        /// The file (or stderr text) whose appearance says the run is where the signal should find it.
        var waitForFile: String?
        var waitForStderr: String?
        var signal: Int32
        /// stderr after the run.
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "pages, SIGINT", arguments: ["--page-size", "10", "--refresh", "0.2", "-o", "live/l.png"], rows: 0..<25,
            waitForFile: "live/l-003.png", signal: SIGINT,
            expected: "chart: stopped following; wrote live/l-001.png … live/l-003.png (pages 1–3)\n"),
        Case(
            name: "one page, SIGINT", arguments: ["--page-size", "10", "--refresh", "0.2", "-o", "live/l.png"], rows: 0..<6,
            waitForFile: "live/l-001.png", signal: SIGINT, expected: "chart: stopped following; wrote live/l-001.png (page 1)\n"),
        Case(
            name: "window, SIGTERM", arguments: ["--window", "5", "--refresh", "0.2", "-o", "w.png"], rows: 0..<8,
            waitForFile: "w.png", signal: SIGTERM, expected: "chart: stopped following; wrote w.png\n"),
        // Columns decided (the warning says so) but the first picture is a minute away; the
        // h.png already there is an earlier run's, not this one's.
        Case(
            name: "nothing yet, SIGHUP", arguments: ["--refresh", "60", "-o", "h.png"], rows: 0..<60, headerless: true,
            waitForStderr: "has no header line", signal: SIGHUP,
            expected: "no header line (its first line is data)|chart: stopped following; no page written yet\n"),
        Case(
            name: "--quiet", arguments: ["-q", "--page-size", "10", "--refresh", "0.2", "-o", "live/l.png"], rows: 0..<6,
            waitForFile: "live/l-001.png", signal: SIGINT, expected: ""),
        // A signal that is not a way to end a follow keeps the error.
        Case(
            name: "SIGUSR1", arguments: ["--page-size", "10", "--refresh", "0.2", "-o", "live/l.png"], rows: 0..<6,
            waitForFile: "live/l-001.png", signal: SIGUSR1, expected: "chart: error: interrupted by SIGUSR1; temporary files removed\n"),
    ]

    @Test(arguments: cases)
    func aSignalEndsTheFollowQuietly(_ row: Case) throws {
        let dir = try TemporaryDirectory.make()
        let temp = try TemporaryDirectory.make()
        let earlier = Data("an earlier run's picture".utf8)
        try earlier.write(to: URL(fileURLWithPath: dir + "/h.png"))
        let live = try LiveChart(["line", "--follow"] + row.arguments + ["--size", "400x300"], in: dir, temporaryFolder: temp)
        defer { live.kill() }
        try live.write((row.headerless ? "" : "t,v\n") + LineFollowTests.rows(row.rows))
        if let file = row.waitForFile { #expect(live.waitFor(dir + "/" + file), "\(live.stderr)") }
        if let text = row.waitForStderr { #expect(live.waitForStderr(text), "\(live.stderr)") }
        #expect(live.isRunning, "\(live.stderr)")
        live.signal(row.signal)
        let status = live.waitForExit()
        #expect(status == 128 + row.signal, "\(live.stderr)")
        let stderr = live.stderr
        if let bar = row.expected.firstIndex(of: "|") {
            #expect(stderr.contains(row.expected[..<bar]), "\(stderr)")
            #expect(stderr.hasSuffix(row.expected[row.expected.index(after: bar)...]), "\(stderr)")
            #expect(stderr.split(separator: "\n").count == 2, "\(stderr)")
        } else {
            #expect(stderr == row.expected)
        }
        // Every file in place is whole; nothing hidden beside them, nothing in TMPDIR.
        for folder in [dir, dir + "/live"] where FileManager.default.fileExists(atPath: folder) {
            for name in CLI.files(in: folder) where name != "live" {
                #expect(!name.hasPrefix("."), "left \(folder)/\(name)")
                guard name != "h.png" else { continue }
                let image = try PNGImage.load(path: folder + "/" + name)
                #expect(image.width == 400 && image.height == 300)
            }
        }
        #expect(FileManager.default.contents(atPath: dir + "/h.png") == earlier, "the earlier run's h.png was changed")
        #expect(CLI.files(in: temp).isEmpty, "left \(CLI.files(in: temp)) in TMPDIR")
    }
}
