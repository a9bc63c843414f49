import ChartTestSupport
import Foundation
import Testing

/// `scripts/lib/finish-man.awk` turns swift-argument-parser's page into clean mdoc: the generator
/// copies help discussions verbatim, so a blank line was an empty input line (man warned on each)
/// and an indented example was filled into running text.
@Suite struct FinishManTests {
    static let root = ManPageTests.root

    static let ending = ".Sh \"EXIT STATUS\"\n.Ex -std"

    @Test(arguments: [
        // A blank line between paragraphs: a paragraph break.
        ("Reads a file.\n\nMore.\n", "Reads a file.\n.Pp\nMore.\n"),
        // Indented lines: one literal display, indentation of two dropped.
        (
            "EXAMPLES:\n  chart line a.csv\n    cat b | chart bar\n",
            "EXAMPLES:\n.Bd -literal -offset indent\nchart line a.csv\n  cat b | chart bar\n.Ed\n"
        ),
        // A blank line before a list, or after a display: no paragraph break where mdoc warns.
        ("Text.\n\n.Bl -tag -width 6n\n", "Text.\n.Bl -tag -width 6n\n"),
        ("  chart pie\n\n.It Ar file\n", ".Bd -literal -offset indent\nchart pie\n.Ed\n.It Ar file\n"),
        // Text that roff would read as escapes or requests.
        ("printf 'a\\n' is fine\n.not a macro\n'quoted\n", "printf 'a\\en' is fine\n\\&.not a macro\n\\&'quoted\n"),
        ("  printf 'x\\n'\n", ".Bd -literal -offset indent\nprintf 'x\\en'\n.Ed\n"),
        // Macros pass through.
        (".\\\" \"Generated\"\n.Dd November 22, 2026\n.It Fl -help\n", ".\\\" \"Generated\"\n.Dd November 22, 2026\n.It Fl -help\n"),
    ])
    func finishes(generated: String, expected: String) throws {
        let dir = try TemporaryDirectory.make()
        try (generated + Self.ending + "\n").write(toFile: dir + "/chart.1", atomically: true, encoding: .utf8)
        try ".Sh SEE ALSO\n.Xr gnuplot 1\n".write(toFile: dir + "/sections", atomically: true, encoding: .utf8)
        let result = try ChartProcess.runExecutable(
            "/usr/bin/env", ["awk", "-v", "SECTIONS=" + dir + "/sections", "-f", Self.root + "/scripts/lib/finish-man.awk", dir + "/chart.1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(String(decoding: result.stdout, as: UTF8.self) == expected + ".Sh SEE ALSO\n.Xr gnuplot 1\n")
    }

    /// A generator whose page no longer ends as expected stops the script, rather than a page
    /// with two EXIT STATUS sections or none.
    @Test(arguments: ["Text.\n", "Text.\n" + ending + "\n.Sh AUTHORS\n"]) func refusesAnUnexpectedEnding(generated: String) throws {
        let dir = try TemporaryDirectory.make()
        try generated.write(toFile: dir + "/chart.1", atomically: true, encoding: .utf8)
        let result = try ChartProcess.runExecutable(
            "/usr/bin/env", ["awk", "-v", "SECTIONS=/dev/null", "-f", Self.root + "/scripts/lib/finish-man.awk", dir + "/chart.1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("finish-man.awk:"), "\(result.stderr)")
    }
}
