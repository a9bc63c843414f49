import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Nothing from data, flags or a file name reaches the user's terminal raw (issue 32): the
/// progress line wrote the input's name as given (`ESC]0;…` retitled the window, `ESC[2J`
/// cleared it, U+202E reversed the line) while errors escaped it, and text charts drew U+2028
/// and U+2029. Each run here is on a pseudo-terminal (`script`), as a user would see it.
@Suite struct TerminalEscapingTests {
    /// An OSC 0 title, an OSC 52 clipboard write, a screen clear, a C1 CSI, a bidi override and
    /// a line and paragraph separator.
    static let hostile = "\u{1B}]0;owned\u{7}\u{1B}]52;c;aGk=\u{7}\u{1B}[2J\u{9B}31m\u{202E}gnp\u{2028}x\u{2029}"

    /// Runs `command` (sh) on a pseudo-terminal in `dir` with `$NAME` set to `hostile`; what
    /// the terminal received.
    static func onTerminal(_ command: String, in dir: String) throws -> (status: Int32, screen: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["NAME"] = hostile
        environment["TERM"] = "xterm-256color"
        let result = try ProcessPipeline(
            executable: "/usr/bin/script", arguments: ["-qec", command, "/dev/null"], environment: environment, currentDirectory: dir, timeout: 60
        )
        .run()
        #expect(!result.signaled)
        return (result.status, String(decoding: result.stdout, as: UTF8.self))
    }

    /// Whatever chart wrote to the terminal holds no character that could act on it (the
    /// terminal's own line ends and the progress line's carriage returns aside).
    static func expectInert(_ screen: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let raw = screen.unicodeScalars.filter { $0 != "\r" && $0 != "\n" && TerminalAudit.isUnsafe($0) }
        #expect(
            raw.isEmpty, "raw on the terminal: \(raw.map { "U+" + String($0.value, radix: 16, uppercase: true) })", sourceLocation: sourceLocation)
    }

    /// The progress line names a slow input (a FIFO fed in two parts a second apart, so
    /// reading takes over half a second) with its name escaped, as an error would.
    @Test func theProgressLineEscapesTheInputName() throws {
        let dir = try TemporaryDirectory.make()
        let command = """
            mkfifo "$NAME" && { ( printf 'x,y\\n1,2\\n'; sleep 1; printf '2,3\\n3,1\\n' ) > "$NAME" & } && \
            '\(ChartProcess.binaryPath())' line "$NAME" --format-out text -o c.txt
            """
        let (status, screen) = try Self.onTerminal(command, in: dir)
        #expect(status == 0, "\(screen.debugDescription)")
        #expect(
            screen.contains("chart: reading \\u{1B}]0;owned\\u{7}\\u{1B}]52;c;aGk=\\u{7}\\u{1B}[2J\\u{9B}31m\\u{202E}gnp\\u{2028}x\\u{2029}: "),
            "\(screen.debugDescription)")
        Self.expectInert(screen)
        #expect(CLI.files(in: dir) == [Self.hostile, "c.txt"].sorted())
    }

    /// A text chart drawn on the terminal leaves out what its title, series and category names
    /// hold that could act on it, and the error for a bad cell escapes it.
    @Test(arguments: ChartKind.allCases)
    func aTextChartOnTheTerminalIsInert(_ kind: ChartKind) throws {
        let dir = try TemporaryDirectory.make()
        try kind.sample.labelled("\"k\(Self.hostile)\"").write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let flags = kind.sample.labelFlags.joined(separator: " ")
        let (status, screen) = try Self.onTerminal(
            "'\(ChartProcess.binaryPath())' \(kind.commandName) d.csv \(flags) --color never --size 60x16 --title \"t$NAME\"", in: dir)
        #expect(status == 0, "\(screen.debugDescription)")
        #expect(screen.contains("t]0;owned]52;c;aGk=[2J31mgnpx"), "the title without what was dropped: \(screen.debugDescription)")
        Self.expectInert(screen)
        let bad = try Self.onTerminal("'\(ChartProcess.binaryPath())' line \"$NAME\" --color never", in: dir)
        #expect(bad.status == 66)
        #expect(bad.screen.contains("\\u{1B}]0;owned"), "\(bad.screen.debugDescription)")
        Self.expectInert(bad.screen)
    }
}
