import ChartTestSupport
import Foundation
import Testing

/// Every error path: one line naming what is wrong, a sysexits code, and no file left behind.
@Suite struct LineErrorTests {
    static let cases: [BadInput] = [
        BadInput(
            name: "non-number", arguments: [], stdin: "x,y\n1,2\n2,abc\n", status: 65,
            message: "chart: error: <stdin>:3:3 (column \"y\"): expected a number, found \"abc\""),
        BadInput(
            name: "n/a after quoted newline", arguments: [], stdin: "x,y\np,\"2\"\n\"a\nb\",n/a\n", status: 65,
            message: "chart: error: <stdin>:4:4 (column \"y\"): expected a number, found \"n/a\""),
        BadInput(
            name: "json path", arguments: ["--format", "json"], stdin: "[{\"x\": 1, \"y\": 2},\n {\"x\": 2, \"y\": \"bad\"}]\n", status: 65,
            message: "chart: error: <stdin>:2:16 $[1].y (column \"y\"): expected a number, found \"bad\""),
        BadInput(name: "empty input", arguments: [], stdin: "", status: 65, message: "chart: error: <stdin> has no data rows"),
        BadInput(
            name: "empty x", arguments: [], stdin: "x,y\n1,2\n,3\n", status: 65,
            message: "chart: error: <stdin>:3:1 (column \"x\"): expected a number, found an empty cell"),
        BadInput(
            name: "unknown column", arguments: ["--y", "z"], stdin: "x,y\n1,2\n", status: 64,
            message: "chart: error: no column \"z\" in <stdin> (columns: x, y)"),
        BadInput(
            name: "unknown dashed", arguments: ["--dashed", "prev"], stdin: "x,y\n1,2\n", status: 64,
            message: "chart: error: --dashed names no plotted series \"prev\" (series: y)"),
        BadInput(
            name: "page beyond", arguments: ["--page-size", "1", "--page", "5"], stdin: "x,y\n1,2\n2,3\n", status: 64,
            message:
                "chart: error: page 5 does not exist: the data makes 2 pages of up to 1 point (2 in all), too few for 5 pages even at one a page; use --page 1-2"
        ),
        BadInput(
            name: "bad size", arguments: ["--size", "big"], stdin: "1\n", status: 64,
            message: "chart: error: --size expects WIDTHxHEIGHT in pixels, like 800x500; got \"big\" (see 'chart --help')"),
        BadInput(
            name: "conflicting paging", arguments: ["--page-size", "2", "--pages", "2"], stdin: "1\n", status: 64,
            message: "chart: error: --page-size and --pages cannot be combined; choose one (see 'chart --help')"),
        BadInput(
            name: "bad format", arguments: ["--y-format", "money"], stdin: "1\n", status: 64,
            message:
                "chart: error: unknown format \"money\"; expected number, number:N, thousands, si, percent, currency:CODE or date:FORMAT (see 'chart --help')"
        ),
        BadInput(
            name: "unknown flag", arguments: ["--colr", "red"], stdin: "1\n", status: 64,
            message: "chart: error: Unknown option '--colr'. Did you mean '--color'? (see 'chart --help')"),
        BadInput(
            name: "NaN literal", arguments: [], stdin: "x,y\n1,NaN\n", status: 65,
            message: "chart: error: <stdin>:2:3 (column \"y\"): expected a number, found \"NaN\""),
        BadInput(
            name: "ragged row", arguments: [], stdin: "x,y\n1,2,3\n", status: 65,
            message: "chart: error: <stdin>:2:1: expected 2 fields, found 3"),
        BadInput(
            name: "unterminated quote", arguments: [], stdin: "x,y\n1,\"2\n3,4\n", status: 65,
            message: "chart: error: <stdin>:2:3: unterminated quoted field"),
        // Issue 23: --highlight's value errors named --vline.
        BadInput(
            name: "highlight nan", arguments: ["--highlight", "nan"], stdin: "x,y\n1,2\n2,3\n", status: 64,
            message: "chart: error: --highlight \"nan\" is not a number, but x is numeric"),
        BadInput(
            name: "highlight not a date", arguments: ["--highlight", "soon"], stdin: "t,y\n2024-01-01,2\n2024-01-02,3\n", status: 64,
            message: "chart: error: --highlight \"soon\" is not an ISO-8601 date or time (or epoch seconds), but x is a time axis"),
        BadInput(
            name: "vline nan", arguments: ["--vline", "nan"], stdin: "x,y\n1,2\n2,3\n", status: 64,
            message: "chart: error: --vline \"nan\" is not a number, but x is numeric"),
        BadInput(
            name: "y-min above data", arguments: ["--y-min", "10"], stdin: "x,y\n1,2\n2,5\n", status: 64,
            message: "chart: error: --y-min 10 is not below the data's largest value 5"),
    ]

    @Test(arguments: cases)
    func reportsAndLeavesNothing(_ bad: BadInput) throws {
        try CLI.expectFailure("line", bad)
    }

    @Test func missingFileExits66() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "nope.csv", "-o", "out.png"], in: dir)
        #expect(result.status == 66)
        #expect(result.stderr == "chart: error: cannot read nope.csv: No such file or directory\n")
    }

    @Test func missingGnuplotExits69() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "out.png", "--gnuplot", dir + "/no-gnuplot"], stdin: "1\n2\n", in: dir)
        #expect(result.status == 69)
        #expect(result.stderr.hasPrefix("chart: error: ") && result.stderr.contains("no-gnuplot"))
        let bare = try CLI.run(["line", "-o", "out.png"], stdin: "1\n2\n", in: dir, environment: ["PATH": dir])
        #expect(bare.status == 69)
        #expect(bare.stderr.contains("apt-get install gnuplot-nox") && bare.stderr.contains("brew install gnuplot"))
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// gnuplot failing midway: exit 70 naming the program line, the program kept, an existing
    /// output untouched and no temporary file left.
    @Test func gnuplotFailureKeepsProgramAndExistingFile() throws {
        let dir = try TemporaryDirectory.make()
        try Data("old bytes".utf8).write(to: URL(fileURLWithPath: dir + "/out.png"))
        let fake = try CLI.fakeGnuplot(in: dir, body: "cat >/dev/null; echo '\"/dev/stdin\" line 7: boom' >&2; exit 1")
        let result = try CLI.run(["line", "-o", "out.png", "--gnuplot", fake], stdin: "1\n2\n", in: dir)
        #expect(result.status == 70)
        #expect(result.stderr.contains("line 7 of the generated program"), "\(result.stderr)")
        let kept = result.stderr.components(separatedBy: "program kept at ").last?.components(separatedBy: ")").first ?? ""
        #expect(FileManager.default.fileExists(atPath: kept), "\(result.stderr)")
        #expect((try? String(contentsOfFile: kept, encoding: .utf8))?.contains("set terminal pngcairo") == true)
        #expect(FileManager.default.contents(atPath: dir + "/out.png") == Data("old bytes".utf8))
        #expect(CLI.files(in: dir) == ["fake-gnuplot", "out.png"])
    }

    @Test func hungGnuplotIsKilled() throws {
        let dir = try TemporaryDirectory.make()
        let fake = try CLI.fakeGnuplot(in: dir, body: "exec sleep 30")
        let start = Date()
        let result = try CLI.run(["line", "-o", "out.png", "--gnuplot", fake, "--timeout", "1"], stdin: "1\n2\n", in: dir)
        #expect(result.status == 70)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(CLI.files(in: dir) == ["fake-gnuplot"])
    }

    @Test func unwritableFolderExits73() throws {
        let dir = try TemporaryDirectory.make()
        // A missing folder is made (OutputFolderTests); one that is a file cannot be.
        try "x\n".write(toFile: dir + "/missing", atomically: true, encoding: .utf8)
        let result = try CLI.run(["line", "-o", "missing/out.png"], stdin: "1\n2\n", in: dir)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr == "chart: error: cannot write missing/out.png: missing is not a directory\n")
    }
}
