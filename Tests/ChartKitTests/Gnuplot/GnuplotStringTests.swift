import Foundation
import Testing

@testable import ChartKit

@Suite struct GnuplotStringTests {
    @Test(arguments: [
        ("plain", "'plain'"),
        ("", "''"),
        ("it's", "'it''s'"),
        ("''", #""''""#),
        ("`touch pwned`", "'`touch pwned`'"),
        ("system('rm -rf ~')", "'system(''rm -rf ~'')'"),
        ("\"double\" $x @{y}_^", "'\"double\" $x @{y}_^'"),
        ("two\nlines", "'two'.\"\\n\".'lines'"),
        ("crlf\r\nend", "'crlf'.\"\\n\".'end'"),
        ("cr\rend", "'cr'.\"\\n\".'end'"),
        ("tab\there", "'tab here'"),
        ("bell\u{07}esc\u{1B}", "'bell esc '"),
        ("EOD", "'EOD'"),
        ("€ ünïcødé ✓", "'€ ünïcødé ✓'"),
        // gnuplot cannot read a single-quoted string that begins with two quotes.
        ("'90s", #""'".'90s'"#),
        ("''x", #""''".'x'"#),
        ("'", #""'""#),
        ("a'", #"'a'''"#),
        // A backslash at the end of a line continues the line, even after a closing quote.
        (#"end\"#, #"'end\'.''"#),
        (#"\"#, #"'\'.''"#),
        (#"'\"#, #""'".'\'.''"#),
        ("two\\\nlines\\", #"'two\'.''."\n".'lines\'.''"#),
        ("50% off", "'50% off'"),
    ])
    func quotes(text: String, expected: String) {
        #expect(GnuplotString.quoted(text) == expected)
    }

    @Test(arguments: [("50% off", "'50%% off'"), ("%d%s%%", "'%%d%%s%%%%'"), ("'90s", #""'".'90s'"#)])
    func tickLabelsEscapePercent(text: String, expected: String) {
        #expect(GnuplotString.tickLabel(text) == expected)
    }

    /// Each tricky text, as a gnuplot program, prints back exactly (real gnuplot).
    @Test(arguments: [
        "'90s", "''", "'", #"end\"#, #"\"#, "a'b", "it's 50%", "x`touch no`", "$(touch no)",
        "'\u{0301}x", "'\u{06D7}\"quoted\"",
    ])
    func gnuplotReadsTheTextBack(text: String) throws {
        guard
            let gnuplot = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
                .map({ "\($0)/gnuplot" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return }
        let program = "set print '-'\nprint \(GnuplotString.quoted(text))\nprint 'next line runs'\n"
        let outcome = try ProcessPipeline(executable: gnuplot, arguments: ["/dev/stdin"]).run(stdin: Array(program.utf8))
        #expect(outcome.status == 0)
        #expect(String(decoding: outcome.stdout, as: UTF8.self) == text + "\nnext line runs\n")
    }

    @Test func singleLineJoinsBreaks() {
        #expect(GnuplotString.quotedSingleLine("a\nb") == "'a b'")
    }

    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (100.0, "100"), (2.5, "2.5"), (-27.3, "-27.3"),
        (1e-7, "1e-07"), (1e21, "1e+21"), (0.1 + 0.2, "0.30000000000000004"), (Double.nan, "nan"),
        (Double.infinity, "nan"), (1_700_000_000, "1700000000"),
    ])
    func numbers(value: Double, expected: String) {
        #expect(GnuplotNumber.literal(value) == expected)
    }

    @Test func dataBlocksCarryNumbersOnly() {
        var script = ScriptBuilder()
        script.dataBlock("page", rows: 2, columns: 2) { row, column in row == 1 && column == 1 ? .nan : Double(row * 10 + column) }
        #expect(script.program == "$page << EOD\n0 1\n10 nan\nEOD\n")
    }
}
