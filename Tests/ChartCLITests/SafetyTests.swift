import ChartKit
import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// End-to-end regressions for the holes hostile testing found (issue 8): each runs the built
/// `chart` with real gnuplot and checks exit code, files and, where it matters, the PNG.
@Suite struct SafetyTests {
    static let data = "x,y\n1,2\n2,3\n3,1\n"

    /// Nothing but PNGs and the given names in `dir`, no temporaries, no canary.
    static func expectClean(_ dir: String, allowing names: Set<String>, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let present = Set(CLI.files(in: dir))
        #expect(present.isSubset(of: names), "unexpected files: \(present.subtracting(names).sorted())", sourceLocation: sourceLocation)
    }

    /// A folder whose name starts with `|` is just a folder: gnuplot never opens a user path,
    /// so `set output '|…'` cannot run a command.
    @Test(arguments: ["|touch CANARY;/x.png", "|touch CANARY", "`touch CANARY`.png", "$(touch CANARY).png"])
    func outputPathsRunNothing(path: String) throws {
        let dir = try TemporaryDirectory.make()
        if path.hasPrefix("|touch CANARY;/") {
            try FileManager.default.createDirectory(atPath: dir + "/|touch CANARY;", withIntermediateDirectories: false)
        }
        let result = try CLI.run(["line", "-o", path], stdin: Self.data, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/CANARY"))
        #expect(try PNGInspector.inspect(path: dir + "/" + path).width == 800)
    }

    @Test(arguments: [
        ("/dev/null", "cannot write /dev/null: is a device; chart writes regular files only (use -o - to write to standard output)"),
        ("fifo.png", "cannot write fifo.png: is a FIFO; chart writes regular files only (use -o - to write to standard output)"),
        ("link.png", "cannot write link.png: is a symbolic link, which chart does not replace; name the file it points to"),
    ])
    func nonRegularTargetsAreRefused(path: String, message: String) throws {
        let dir = try TemporaryDirectory.make()
        mkfifo(dir + "/fifo.png", 0o644)
        try "kept\n".write(toFile: dir + "/real.png", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: "real.png")
        let result = try CLI.run(["line", "-o", path], stdin: Self.data, in: dir)
        #expect(result.status == 73)
        #expect(result.stderr == "chart: error: \(message)\n")
        #expect(try String(contentsOfFile: dir + "/real.png", encoding: .utf8) == "kept\n")
        Self.expectClean(dir, allowing: ["fifo.png", "real.png", "link.png"])
    }

    @Test func controlCharactersInOutputNamesAreAUsageError() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "a\nb\u{1B}[31m.png"], stdin: Self.data, in: dir)
        #expect(result.status == 64)
        #expect(result.stderr == "chart: error: output path a\\nb\\u{1B}[31m.png contains a control character (U+000A); choose a plain name\n")
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// Labels gnuplot used to misread: a leading quote, `%` (tick labels are printf formats),
    /// a trailing backslash (it joined the next program line), on every kind of chart.
    @Test(arguments: ChartKind.all(.categoryX).map(\.commandName))
    func trickyCategoriesRender(command: String) throws {
        let dir = try TemporaryDirectory.make()
        let input = "cat,v\n'90s,2\n50% off,3\nend\\,4\n%d%s,5\n"
        // A box chart's categories are its --x (wide columns are boxes named by their headers).
        let x = command == ChartKind.box.commandName ? ["--x", "cat"] : []
        let result = try CLI.run([command, "-o", "c.png", "--title", "'quoted\\", "--y-label", "100%"] + x, stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGImage.load(path: dir + "/c.png")
        #expect(image.width == 800)
        let script = try CLI.run([command, "--emit-script", "--title", "'quoted\\"] + x, stdin: input, in: dir)
        let program = String(decoding: script.stdout, as: UTF8.self)
        #expect(program.contains("'50%% off'") && program.contains(#""'".'90s'"#) && program.contains(#"'end\'.''"#))
        // Only a plot list's own continuation (", \\" between plot elements) may end a line in "\\".
        #expect(!program.split(separator: "\n").contains { $0.hasSuffix("\\") && !$0.hasSuffix(", \\") })
        #expect(GnuplotSafety.unsafeLines(in: program).isEmpty)
    }

    @Test func percentFormatRenders() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "--y-format", "percent", "-o", "p.png"], stdin: "x,y\n1,0.25\n2,0.5\n3,0.75\n", in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let plan = try CLI.plan(["line", "--y-format", "percent"], stdin: "x,y\n1,0.25\n2,0.5\n3,0.75\n", in: dir)
        #expect(String(describing: plan).contains("50%"))
    }

    /// A pie group ending in a backslash used to swallow the command after its comment line,
    /// drawing a wrong chart with exit 0: both groups must have their own slices.
    @Test func pieGroupEndingInBackslashKeepsItsSlices() throws {
        let dir = try TemporaryDirectory.make()
        let input = "g,l,v\nb,x,1\nb,y,1\nb,z,1\na\\,x,1\na\\,y,3\n"
        let result = try CLI.run(["pie", "--group", "g", "--page", "all", "-o", "p.png", "--size", "400x400"], stdin: input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(CLI.files(in: dir) == ["p-001.png", "p-002.png"])
        // Page 1 has three equal slices; page 2 (group `a\`) two slices, 1:3, and no third
        // colour (with the bug, `unset object` was swallowed and page 1's third wedge stayed).
        let palette = ["#0072B2", "#E69F00", "#009E73"]
        let second = try PNGImage.load(path: dir + "/p-002.png")
        let counts = palette.map { hex in Double(second.count { $0.isNear(hex: hex, tolerance: 8) }) }
        #expect(counts[2] == 0, "\(counts)")
        #expect(counts[0] > 0 && abs(counts[1] / counts[0] - 3) < 0.3, "\(counts)")
    }

    /// `--plan | head`, `--emit-script | head` and `-o - | head -c 10` end quietly with 0, not
    /// with SIGPIPE (141) or a trap: the reader took what it wanted (share/doc/chart/reference.md, "Exit codes").
    @Test(arguments: ["--plan", "--emit-script", "-o -", "-o - --format-out svg"])
    func closedStdoutIsQuiet(flag: String) throws {
        let dir = try TemporaryDirectory.make()
        let rows = (1...20_000).map { "\($0),\($0 % 7)" }.joined(separator: "\n")
        try ("x,y\n" + rows + "\n").write(toFile: dir + "/big.csv", atomically: true, encoding: .utf8)
        let result = try ProcessPipeline(
            executable: "/bin/bash",
            arguments: [
                "-c", "set -o pipefail; '\(ChartProcess.binaryPath())' line big.csv \(flag) | head -c 10 >/dev/null",
            ], currentDirectory: dir
        ).run()
        #expect(result.status == 0 && !result.signaled, "\(String(decoding: result.stderr, as: UTF8.self))")
        #expect(result.stderr.isEmpty)
    }

    /// Output requested on a standard output that was closed before chart started (issue 23:
    /// exit 0 with the output lost) is exit 74 with one line, before any input is read (the
    /// input here is missing and never reported), and writes no file.
    @Test(arguments: [
        ("-o -", "the chart"), ("", "the chart"), ("-o - --format-out svg", "the chart"),
        ("--plan", "the plan (--plan)"), ("--emit-script", "the program (--emit-script)"),
        ("-o x.png --plan", "the plan (--plan)"),
    ])
    func closedStdoutBeforeStartIsAnIOError(flags: String, what: String) throws {
        let dir = try TemporaryDirectory.make()
        for kind in ChartKind.allCases.map(\.commandName) {
            let result = try ProcessPipeline(
                executable: "/bin/sh",
                arguments: [
                    "-c", "'\(ChartProcess.binaryPath())' \(kind) missing.csv \(flags) >&-",
                ], currentDirectory: dir
            ).run()
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            #expect(result.status == 74 && !result.signaled, "\(kind) \(flags): \(stderr)")
            #expect(
                stderr
                    == """
                    chart: error: standard output is closed, so \(what) would be lost; open it (a file or a pipe) or name an output file with \
                    -o\n
                    """
            )
            #expect(CLI.files(in: dir).isEmpty)
        }
        // A closed stdout does not matter when nothing is written there.
        try Self.data.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let file = try ProcessPipeline(
            executable: "/bin/sh",
            arguments: [
                "-c", "'\(ChartProcess.binaryPath())' line d.csv -o out.png >&-",
            ], currentDirectory: dir
        ).run()
        #expect(file.status == 0, "\(String(decoding: file.stderr, as: UTF8.self))")
        #expect(try PNGInspector.inspect(path: dir + "/out.png").width == 800)
    }

    /// Re-running a chart over files someone made private (or shared) keeps their modes, for
    /// one file and for pages of every format (issue 23: 0600 became 0644 on every overwrite).
    @Test(arguments: ["out.png", "out.svg", "out.pdf"])
    func overwrittenOutputsKeepTheirMode(_ output: String) throws {
        let dir = try TemporaryDirectory.make()
        let rows = (1...30).map { "\($0),\($0 % 7)" }.joined(separator: "\n")
        try ("x,y\n" + rows + "\n").write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let name = output.split(separator: ".")
        let pages = (1...3).map { "\(name[0])-00\($0).\(name[1])" }
        for round in 0..<2 {
            for arguments in [["-o", output], ["-o", output, "--page-size", "10", "--page", "all"]] {
                let result = try CLI.run(["line", "d.csv"] + arguments, in: dir)
                #expect(result.status == 0, "\(result.stderr)")
            }
            var info = stat()
            for (index, path) in ([output] + pages).enumerated() {
                #expect(stat(dir + "/" + path, &info) == 0)
                if round == 0 {
                    #expect(chmod(dir + "/" + path, index == 1 ? 0o640 : 0o600) == 0)
                } else {
                    #expect(info.st_mode & 0o777 == (index == 1 ? 0o640 : 0o600), "\(path): \(String(info.st_mode & 0o777, radix: 8))")
                }
            }
        }
        #expect(CLI.files(in: dir) == ([output] + pages + ["d.csv"]).sorted())
    }

    @Test func closedStderrStillRenders() throws {
        let dir = try TemporaryDirectory.make()
        try Self.data.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let result = try ProcessPipeline(
            executable: "/bin/sh",
            arguments: [
                "-c", "'\(ChartProcess.binaryPath())' line d.csv -o out.png 2>&-",
            ], currentDirectory: dir
        ).run()
        #expect(result.status == 0)
        #expect(try PNGInspector.inspect(path: dir + "/out.png").width == 800)
    }

    @Test func cLocaleGivesNoWarnings() throws {
        let dir = try TemporaryDirectory.make()
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C"
        environment["LANG"] = "C"
        let result = try CLI.run(["line", "-o", "c.png", "--title", "Zürich °C"], stdin: Self.data, in: dir, environment: environment)
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    /// Header and cell text reach the terminal escaped: no raw ESC, no bidi override.
    @Test func terminalEscapesInMessagesAreShownEscaped() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "t.png"], stdin: "x,\u{1B}]0;owned\u{07}y\u{202E}\n1,\u{1B}[31mred\n", in: dir)
        #expect(result.status == 65)
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        #expect(result.stderr.contains("\\u{1B}[31mred"))
    }

    @Test func inputLimits() throws {
        let dir = try TemporaryDirectory.make()
        let big = "x,y\n" + String(repeating: "1,2\n", count: 300_000)
        let size = try CLI.run(["line", "-o", "a.png", "--max-input-size", "1M"], stdin: big, in: dir)
        #expect(size.status == 65)
        #expect(size.stderr == "chart: error: <stdin> is larger than 1 MiB, the input size limit (raise it with --max-input-size)\n")
        let rows = try CLI.run(["bar", "-o", "a.png", "--max-rows", "2"], stdin: "k,v\na,1\nb,2\nc,3\n", in: dir)
        #expect(rows.status == 65)
        #expect(rows.stderr == "chart: error: <stdin> has 3 data rows, more than the limit of 2 (--max-rows)\n")
        let bad = try CLI.run(["line", "-o", "a.png", "--max-input-size", "lots"], stdin: Self.data, in: dir)
        #expect(bad.status == 64)
        #expect(CLI.files(in: dir).isEmpty)
    }

    /// A failing gnuplot leaves a kept program that is private (0600) and small: long data
    /// blocks are trimmed, and the reported line points into the kept copy.
    @Test func keptProgramIsPrivateAndTrimmed() throws {
        let dir = try TemporaryDirectory.make()
        let scratch = dir + "/tmp"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: false)
        let fake = try CLI.fakeGnuplot(in: dir, body: #"cat >/dev/null; echo '"/dev/stdin" line 5000: boom' >&2; exit 1"#)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = scratch
        let rows = (1...10_000).map { "\($0),\($0 % 13)" }.joined(separator: "\n")
        let result = try CLI.run(["line", "-o", "out.png", "--gnuplot", fake], stdin: "x,y\n" + rows + "\n", in: dir, environment: environment)
        #expect(result.status == 70)
        let kept = try #require(CLI.files(in: scratch).first { $0.hasSuffix(".gp") })
        #expect(CLI.files(in: scratch) == [kept])
        let attributes = try FileManager.default.attributesOfItem(atPath: scratch + "/" + kept)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect((attributes[.size] as? Int ?? .max) < 10_000)
        #expect(result.stderr.contains("(program kept at \(scratch)/\(kept))"))
        #expect(result.stderr.contains("gnuplot failed at line ") && !result.stderr.contains("line 5000 "))
        #expect(CLI.files(in: dir) == ["fake-gnuplot", "tmp"])
    }
}
