import ChartKit
import ChartTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `-o` into folders that do not exist yet (issue 16 item 11): a dozen README and help examples
/// (`-o out/m.png`) failed with exit 73 in a fresh folder. The folders are made, and removed
/// again when the run writes nothing (bad data, gnuplot failure, a signal).
@Suite struct OutputFolderTests {
    static let input = "x,y\n1,2\n2,5\n3,4\n4,1\n"

    @Test(arguments: [["-o", "out/m.png"], ["-o", "figures/2026/q1/m.svg"], ["--page-size", "2", "--page", "all", "-o", "out/p.png"]])
    func missingFoldersAreMade(_ arguments: [String]) throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line"] + arguments, stdin: Self.input, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let output = arguments.last!
        let folder = dir + "/" + output.split(separator: "/").dropLast().joined(separator: "/")
        let name = String(output.split(separator: "/").last!)
        let expected = arguments.contains("all") ? ["p-001.png", "p-002.png"] : [name]
        #expect(CLI.files(in: folder) == expected)
    }

    @Test func badDataLeavesNoFolder() throws {
        let dir = try TemporaryDirectory.make()
        let result = try CLI.run(["line", "-o", "out/deep/m.png"], stdin: "x,y\n1,2\n2,oops\n", in: dir)
        #expect(result.status == 65)
        #expect(CLI.files(in: dir).isEmpty, "left \(CLI.files(in: dir))")
    }

    @Test func gnuplotFailureLeavesNoFolder() throws {
        let dir = try TemporaryDirectory.make()
        let fake = try CLI.fakeGnuplot(in: dir, body: "cat >/dev/null; echo 'boom' >&2; exit 1")
        let result = try CLI.run(["line", "-o", "out/m.png", "--gnuplot", fake], stdin: Self.input, in: dir)
        #expect(result.status == 70)
        #expect(CLI.files(in: dir) == ["fake-gnuplot"])
    }

    @Test func signalMidRenderLeavesNoFolder() throws {
        let rig = try FaultRig()
        defer { rig.killRecorded(["fake.pid"]) }
        let chart = try rig.spawnMidRender(["line", "-o", "made/deeper/out.png"])
        kill(chart.processIdentifier, SIGTERM)
        #expect(Fault.wait(chart, seconds: 60))
        rig.expectUntouched(allowKeptProgram: false)  // out.png kept, and no "made" folder
    }

    @Test(arguments: [
        ("~/x.png", "chart: error: cannot write ~/x.png: no such directory (a quoted ~ is not your home folder)\n"),
        ("notes/sub/x.png", "chart: error: cannot write notes/sub/x.png: notes is not a directory\n"),
    ])
    func foldersThatCannotBeMade(_ output: String, _ message: String) throws {
        let dir = try TemporaryDirectory.make()
        try "a file\n".write(toFile: dir + "/notes", atomically: true, encoding: .utf8)
        let result = try CLI.run(["line", "-o", output], stdin: Self.input, in: dir)
        #expect(result.status == 73)
        #expect(result.stderr == message)
        #expect(CLI.files(in: dir) == ["notes"])
    }
}
