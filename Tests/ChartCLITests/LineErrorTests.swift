import ChartTestSupport
import Foundation
import Testing

/// Failures outside the data (a missing file, gnuplot missing, failing or hung, an unwritable
/// folder): one line, a sysexits code, and no file left behind. Refused data and flags of every
/// kind are rows of `Tests/Fixtures/errors/KIND.json` (`ErrorCaseTests`).
@Suite struct LineErrorTests {
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
        let fake = try CLI.fakeGnuplot(in: dir, body: "exec sleep 300")
        let start = Date()
        let result = try CLI.run(["line", "-o", "out.png", "--gnuplot", fake, "--timeout", "1"], stdin: "1\n2\n", in: dir, timeout: 200)
        // Killed by the timeout: not before it, and long before the sleep would end.
        let elapsed = Date().timeIntervalSince(start)
        #expect(result.status == 70)
        #expect(result.stderr.contains("did not finish within 1 s"), "\(result.stderr)")
        #expect(elapsed >= 1 && elapsed < 150, "took \(elapsed) s")
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
