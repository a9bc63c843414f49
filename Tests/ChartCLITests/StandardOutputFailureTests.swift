import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Requested output that cannot be written to standard output is exit 74 with a line naming
/// it (issue 32): `--help >/dev/full` and `--show >&-` exited 0, and a text chart on a full disk
/// was "cannot write the PNG". A reader that stops early (`| head`) stays a quiet exit 0.
@Suite struct StandardOutputFailureTests {
    /// One way to ask for output on standard output, and what the error calls it.
    struct Request: CustomTestStringConvertible, Sendable {
        var flags: String
        var what: String
        var testDescription: String { flags }
    }

    static let requests: [Request] = [
        Request(flags: "line d.csv --plan", what: "the plan"),
        Request(flags: "line d.csv --emit-script", what: "the program"),
        Request(flags: "line d.csv -o -", what: "the PNG"),
        Request(flags: "line d.csv -o - --format-out svg", what: "the SVG"),
        Request(flags: "line d.csv -o - --format-out pdf", what: "the PDF"),
        Request(flags: "line d.csv --format-out text", what: "the text chart"),
        Request(flags: "pie p.csv --format-out text", what: "the text chart"),
        Request(flags: "line --format-out text --follow <d.csv", what: "the text chart"),
        Request(flags: "line d.csv -o c.png --show", what: "the text chart"),
        Request(flags: "--help", what: "the help"),
        Request(flags: "line --help", what: "the help"),
        Request(flags: "help bar", what: "the help"),
        Request(flags: "--version", what: "the version"),
        Request(flags: "line --version", what: "the version"),
        Request(flags: "version", what: "the version"),
        Request(flags: "--generate-completion-script bash", what: "the completion script"),
        Request(flags: "doctor", what: "the report"),
    ]

    static func run(_ shell: String, in dir: String) throws -> (status: Int32, stderr: String) {
        let result = try ProcessPipeline(
            executable: "/bin/bash", arguments: ["-c", "set -o pipefail; \(shell)"], environment: ["PATH": "/usr/bin:/bin"], currentDirectory: dir
        )
        .run()
        #expect(!result.signaled)
        return (result.status, String(decoding: result.stderr, as: UTF8.self))
    }

    static func folder() throws -> String {
        let dir = try TemporaryDirectory.make()
        try "x,y\n1,2\n2,3\n3,1\n".write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        try "name,value\na,2\nb,3\n".write(toFile: dir + "/p.csv", atomically: true, encoding: .utf8)
        return dir
    }

    /// A full disk (ENOSPC) is an I/O error naming what was lost.
    @Test(arguments: requests)
    func aFullDiskIsAnIOError(_ request: Request) throws {
        let dir = try Self.folder()
        let (status, stderr) = try Self.run("'\(ChartProcess.binaryPath())' \(request.flags) >/dev/full", in: dir)
        #expect(status == 74, "\(stderr)")
        #expect(stderr == "chart: error: cannot write \(request.what) to standard output: No space left on device\n")
        #expect(CLI.files(in: dir).allSatisfy { ["d.csv", "p.csv", "c.png"].contains($0) }, "\(CLI.files(in: dir))")
    }

    /// A descriptor not open for writing (EBADF) is an I/O error too, not a reader gone away.
    @Test(arguments: requests.filter { !$0.flags.contains("--show") })
    func aStandardOutputNotOpenForWritingIsAnIOError(_ request: Request) throws {
        let dir = try Self.folder()
        let (status, stderr) = try Self.run("'\(ChartProcess.binaryPath())' \(request.flags) 1</dev/null", in: dir)
        #expect(status == 74, "\(stderr)")
        #expect(stderr == "chart: error: cannot write \(request.what) to standard output: Bad file descriptor\n")
    }

    /// A closed standard output (`>&-`) loses the output: 74, before anything is read.
    @Test(arguments: requests)
    func aClosedStandardOutputIsAnIOError(_ request: Request) throws {
        let dir = try Self.folder()
        let (status, stderr) = try Self.run("'\(ChartProcess.binaryPath())' \(request.flags) >&-", in: dir)
        #expect(status == 74, "\(stderr)")
        #expect(stderr.hasPrefix("chart: error: standard output is closed, so "), "\(stderr)")
        #expect(!stderr.dropLast().contains("\n"), "one line: \(stderr)")
        #expect(CLI.files(in: dir) == ["d.csv", "p.csv"], "nothing written")
    }

    /// The messages of a closed standard output name the help and `--show`.
    @Test func aClosedStandardOutputNamesWhatWouldBeLost() throws {
        let dir = try Self.folder()
        let help = try Self.run("'\(ChartProcess.binaryPath())' --help >&-", in: dir)
        #expect(help.stderr == "chart: error: standard output is closed, so the help would be lost\n")
        let show = try Self.run("'\(ChartProcess.binaryPath())' line d.csv -o c.png --show >&-", in: dir)
        #expect(
            show.stderr
                == """
                chart: error: standard output is closed, so the chart --show shows would be lost; open it (a terminal, a file or a pipe) or \
                leave out --show\n
                """
        )
    }

    /// A reader that stops early is not an error: exit 0 and nothing on stderr.
    @Test(arguments: requests.filter { !$0.flags.contains("--show") })
    func aReaderStoppingEarlyIsNotAnError(_ request: Request) throws {
        let dir = try Self.folder()
        let (status, stderr) = try Self.run("'\(ChartProcess.binaryPath())' \(request.flags) | head -c 1 >/dev/null", in: dir)
        #expect(status == 0, "\(stderr)")
        #expect(stderr.isEmpty, "\(stderr)")
    }
}
