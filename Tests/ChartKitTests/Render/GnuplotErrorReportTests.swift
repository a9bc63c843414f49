import ChartKit
import Testing

extension RenderTests {
    @Suite struct GnuplotErrorReportTests {
        @Test(arguments: [
            (stderr: "\nfoo bar\n^\n\"/dev/stdin\" line 4: invalid command\n\n", line: 4 as Int?, message: "invalid command"),
            (stderr: "\"/dev/stdin\" line 3: undefined variable: foo\n", line: 3, message: "undefined variable: foo"),
            (
                stderr:
                    "\"/dev/stdin\" line 2: warning: Skipping data file with no valid points\n\nplot 1/0\n^\n"
                    + "\"/dev/stdin\" line 7: undefined value\n",
                line: 7, message: "undefined value"
            ),
            (
                stderr: "\"/dev/stdin\" line 2: cannot open file; output not changed\nsystem error: No such file or directory\n\n",
                line: 2, message: "cannot open file; output not changed; system error: No such file or directory"
            ),
            (stderr: "\"other.gp\" line 9: invalid   command\n", line: nil, message: "\"other.gp\" line 9: invalid command"),
        ])
        func parses(stderr: String, line: Int?, message: String) throws {
            let report = try #require(GnuplotErrorReport(stderr: stderr))
            #expect(report.line == line)
            #expect(report.message == message)
        }

        @Test(arguments: [
            "", "Warning: empty x range [1:1], adjusting to [0.99:1.01]\n",
            "\"/dev/stdin\" line 2: warning: only a warning\n", "\"/dev/stdin\" line x: nope\n",
        ])
        func noReport(stderr: String) {
            #expect(GnuplotErrorReport(stderr: stderr) == nil)
        }

        @Test func tailIsCondensed() {
            #expect(GnuplotErrorReport.condensedTail(of: "a\n\n  b  c\n^\nd\ne\n") == "b c; d; e")
        }
    }
}
