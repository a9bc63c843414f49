import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// `--show`: the chart inline in the terminal's own image protocol, checked by its bytes, and
/// the text chart where no protocol is known; nothing left behind.
@Suite struct ShowTests {
    static let input = "x,y\n1,2\n2,5\n3,4\n4,1\n"

    /// The run's standard output and the PNG `-o` writes for the same chart.
    static func shown(_ protocolName: String?, extra: [String] = []) throws -> (stdout: [UInt8], png: [UInt8], folder: String) {
        let dir = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: dir + "/tmp", withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = dir + "/tmp"
        environment["CHART_SHOW"] = protocolName
        let result = try CLI.run(["line", "--show"] + extra, stdin: input, in: dir, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let reference = try CLI.run(["line", "-o", "ref.png"], stdin: input, in: dir)
        #expect(reference.status == 0)
        let png = Array(FileManager.default.contents(atPath: dir + "/ref.png") ?? Data())
        #expect(CLI.files(in: dir + "/tmp").isEmpty, "the --show folder is removed")
        return (result.stdout, png, dir)
    }

    @Test func kittyChunksCarryThePNG() throws {
        let (stdout, png, _) = try Self.shown("kitty")
        let text = String(decoding: stdout, as: UTF8.self)
        let chunks = text.components(separatedBy: "\u{1B}_G").dropFirst().map { $0.components(separatedBy: "\u{1B}\\")[0] }
        #expect(chunks.count > 1)
        #expect(chunks.first?.hasPrefix("a=T,f=100,m=1;") == true)
        #expect(chunks.last?.hasPrefix("m=0;") == true)
        let payloads = chunks.map { String($0.split(separator: ";", maxSplits: 1)[1]) }
        #expect(payloads.allSatisfy { $0.utf8.count <= 4096 })
        #expect(Array(Data(base64Encoded: payloads.joined()) ?? Data()) == png)
    }

    @Test func iTermInlineImageCarriesThePNG() throws {
        let (stdout, png, _) = try Self.shown("iterm")
        let text = String(decoding: stdout, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size=\(png.count);preserveAspectRatio=1:"))
        let payload = text.split(separator: ":", maxSplits: 1)[1].prefix { $0 != "\u{07}" }
        #expect(Array(Data(base64Encoded: String(payload)) ?? Data()) == png)
    }

    @Test func sixelHasTheImageSizeAndEveryBand() throws {
        let (stdout, _, _) = try Self.shown("sixel")
        let text = String(decoding: stdout, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;800;500"))
        #expect(text.hasSuffix("\u{1B}\\\n"))
        #expect(text.filter { $0 == "-" }.count == (500 + 5) / 6)
    }

    /// In a pipe with no protocol named, --show prints the text chart: no escapes, no PNG bytes.
    @Test func withoutAProtocolItIsTheTextChart() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["CHART_SHOW"] = nil
        environment["TERM"] = "xterm-kitty"  // not a terminal: standard output is a pipe
        let result = try CLI.run(["line", "--show"], stdin: Self.input, environment: environment)
        #expect(result.status == 0)
        #expect(!result.stdout.contains(0x1B) && !result.stdout.contains(0))
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("┤"))
    }

    @Test func aFileIsWrittenAndShown() throws {
        let (stdout, _, dir) = try Self.shown("kitty", extra: ["-o", "out/c.png"])
        #expect(FileManager.default.fileExists(atPath: dir + "/out/c.png"))
        #expect(String(decoding: stdout, as: UTF8.self).hasPrefix("\u{1B}_Ga=T,f=100"))
    }

    @Test(arguments: [(["-o", "-"], "--show prints on standard output"), (["--plan"], "--show renders the chart")])
    func misuse(_ flags: [String], _ message: String) throws {
        let result = try CLI.run(["line", "--show"] + flags, stdin: Self.input)
        #expect(result.status == 64)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty"], TerminalGraphics.kitty), (["TERM_PROGRAM": "WezTerm"], .iterm), (["TERM": "foot"], .sixel),
        (["TERM": "xterm-256color"], nil), (["TERM": "xterm-kitty", "TMUX": "/tmp/t"], nil), (["CHART_SHOW": "text", "TERM": "foot"], nil),
    ])
    func detection(_ environment: [String: String], _ expected: TerminalGraphics?) {
        #expect(TerminalGraphics.detect(environment) == expected)
    }

    /// On a terminal the environment does not name, `--show` asks it (`ESC [ c`) and draws
    /// sixel when the answer lists attribute 4, the text chart when it does not or no answer
    /// comes; inside tmux it does not ask. Run on a pseudo-terminal (`script`), the answer typed
    /// ahead: the terminal holds it until chart reads.
    @Test(arguments: [
        ("\u{1B}[?63;1;4c", "TERM=xterm", true, true), ("\u{1B}[?62;4;6;22c", "TERM=xterm-256color", true, true),
        ("\u{1B}[?64;1;2;6;9;15;22c", "TERM=xterm", true, false), ("", "TERM=xterm", true, false),
        ("\u{1B}[?63;1;4c", "TMUX=/tmp/t,1,0 TERM=xterm", false, false), ("\u{1B}[?63;1;4c", "TERM=dumb", false, false),
    ])
    func anUnnamedTerminalIsAsked(answer: String, environment: String, asks: Bool, sixel: Bool) throws {
        let dir = try TemporaryDirectory.make()
        try Self.input.write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let command =
            """
            env -u CHART_SHOW -u TERM_PROGRAM -u KITTY_WINDOW_ID -u WT_SESSION -u LC_TERMINAL -u TMUX \(environment) '\(ChartProcess.binaryPath())' \
            line d.csv --show --size 400x300
            """
        let result = try ProcessPipeline(
            executable: "/usr/bin/script", arguments: ["-qec", command, "/dev/null"], currentDirectory: dir, timeout: 120
        )
        .run(stdin: Array(answer.utf8))
        let output = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 0, "\(output)")
        #expect(output.contains("\u{1B}[c") == asks, "\(output.prefix(80).debugDescription)")
        #expect(output.contains("\u{1B}P0;1;0q\"1;1;400;300") == sixel, "\(output.prefix(80).debugDescription)")
        #expect(output.contains("┤") == !sixel, "the text chart where no sixel")
        // A silent terminal costs chart's 200 ms wait, not a hang: a hang is killed at 120 s. (A
        // 10 s bound on the run's wall time failed on a machine busy with other builds.)
        #expect(!result.timedOut, "chart hung on a terminal that does not answer")
    }
}
