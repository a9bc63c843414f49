import ChartTestSupport
import Foundation
import Testing

/// Arguments that are not UTF-8 (issue 23): Swift's argv decoding turned each bad byte into
/// U+FFFD silently, so `-o $'a\xffb.png'` wrote `a�b.png` and an existing `\xff.csv` was "No
/// such file". Now every such argument is a usage error (64) naming it, with nothing written
/// and no gnuplot started. The bytes go through `sh -c` with printf, since a Swift `String`
/// cannot hold them.
@Suite struct ArgumentEncodingTests {
    /// (arguments after `chart` as printf formats, expected stderr line)
    static let cases: [(String, String)] = [
        (
            #"line in.csv -o 'a\377b.png'"#,
            #"argument 4 (after -o), "a\xFFb.png", is not valid UTF-8 (byte 0xFF at byte 2)"#
        ),
        (
            #"line '\377.csv' -o x.png"#,
            #"argument 2, "\xFF.csv", is not valid UTF-8 (byte 0xFF at byte 1)"#
        ),
        (
            #"line in.csv -o x.png --title 'caf\351'"#,
            #"argument 6 (after --title), "caf\xE9", is not valid UTF-8 (byte 0xE9 at byte 4)"#
        ),
        (
            #"discrete in.csv -o x.png --names='\300\257'"#,
            #"argument 5, "--names=\xC0\xAF", is not valid UTF-8 (byte 0xC0 at byte 9)"#
        ),
        (
            #"pie in.csv -o x.png --center-text '\355\240\200'"#,
            #"argument 6 (after --center-text), "\xED\xA0\x80", is not valid UTF-8 (byte 0xED at byte 1)"#
        ),
    ]

    @Test(arguments: cases)
    func nonUTF8ArgumentsAreRefused(arguments: String, message: String) throws {
        let dir = try TemporaryDirectory.make()
        try "x,y\n1,1\n2,2\n".write(toFile: dir + "/in.csv", atomically: true, encoding: .utf8)
        try "x,y\n1,1\n2,2\n".write(toFile: dir + "/\u{FFFD}.csv", atomically: true, encoding: .utf8)
        // printf expands the octal escapes; eval splits the quoted words.
        let script = "eval \"set -- $(printf \"$1\")\"; exec \"$0\" \"$@\""
        let result = try ChartProcess.runExecutable("/bin/sh", ["-c", script, ChartProcess.binaryPath(), arguments], currentDirectory: dir)
        #expect(result.status == 64)
        #expect(
            result.stderr == "chart: error: \(message); give names and text in UTF-8 "
                + "(a file named in another encoding can be read with < FILE and written with -o - > FILE)\n")
        #expect(CLI.files(in: dir) == ["in.csv", "\u{FFFD}.csv"].sorted())
    }
}
