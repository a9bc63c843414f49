import ChartKit
import Foundation
import Testing

extension RenderTests {
    @Suite struct GnuplotRunnerTests {
        let runner = GnuplotRunner(executable: RenderTestHelpers.gnuplot)

        @Test func validProgramReturnsWarnings() throws {
            let stderr = try runner.run(program: "a = 6 * 7\nprint sprintf('answer %d', a)\n")
            #expect(stderr.contains("answer 42"))
        }

        @Test(arguments: [
            (program: "a = 1\nb = 2\nplot foo\n", line: 3, message: "undefined variable: foo"),
            (program: "a = 1\n\nfoo bar\n", line: 3, message: "invalid command"),
            (program: "print 1\nprint 2\nprint 3\nprint 1/0\n", line: 4, message: "undefined value"),
            (program: "$d << EOD\n1 2\n3 4\nEOD\nset frobnicate\n", line: 5, message: "unrecognized option - see 'help set'."),
            (
                program: "set terminal pngcairo\nset output '/nonexistent/folder/x.png'\n", line: 2,
                message: "cannot open file; output not changed; system error: No such file or directory"
            ),
        ])
        func errorReportsLineAndMessage(program: String, line: Int, message: String) {
            let error = RenderTestHelpers.chartError { _ = try runner.run(program: program) }
            #expect(error == .gnuplotFailed(message: message, line: line, scriptPath: nil))
        }

        @Test func exitStatusWithoutReportIsNamed() {
            let error = RenderTestHelpers.chartError { _ = try runner.run(program: "print 'bye'\nexit status 3\n") }
            guard case let .gnuplotFailed(message, line, _) = error else {
                Issue.record("expected gnuplotFailed, got \(String(describing: error))")
                return
            }
            #expect(line == nil)
            #expect(message.hasPrefix("gnuplot exited with status 3"))
        }

        @Test func bigProgramDoesNotDeadlock() throws {
            var program = "$d << EOD\n"
            for i in 0..<20_000 { program += "\(i) \(Double(i) * 0.001)\n" }
            program += "EOD\nstats $d using 1:2 nooutput\nprint STATS_records\n"
            #expect(program.utf8.count > 200_000)
            let stderr = try runner.run(program: program)
            #expect(stderr.contains("20000"))
        }

        @Test func muchStderrDoesNotDeadlock() throws {
            let program = "do for [i=1:5000] { print sprintf('line %5d of noise that fills the stderr pipe', i) }\n"
            // 5,000 lines (over 64 KB) are drained without a deadlock; the text handed back is
            // capped, with a note of what was left out.
            let stderr = try runner.run(program: program)
            #expect(stderr.hasPrefix("line     1 of noise"))
            #expect(stderr.hasSuffix("more bytes)") && stderr.utf8.count < 2100)
        }

        @Test func earlyExitWithUnreadInputDoesNotTrapOrHang() throws {
            var program = "exit\n$d << EOD\n"
            for i in 0..<100_000 { program += "\(i) \(i)\n" }
            program += "EOD\n"
            let start = Date()
            _ = try runner.run(program: program)
            #expect(Date().timeIntervalSince(start) < 10)
        }

        @Test func timeoutKills() {
            let quick = GnuplotRunner(executable: RenderTestHelpers.gnuplot, timeout: 1)
            let start = Date()
            let error = RenderTestHelpers.chartError { _ = try quick.run(program: "pause 300\nprint 'done'\n") }
            #expect(error == .gnuplotFailed(message: "gnuplot did not finish within 1 s and was killed", line: nil, scriptPath: nil))
            // Not before the timeout, and long before the pause would end (a hang catcher).
            let elapsed = Date().timeIntervalSince(start)
            #expect(elapsed >= 1 && elapsed < 150, "took \(elapsed) s")
        }

        @Test func missingExecutableIsUnavailable() {
            let error = RenderTestHelpers.chartError {
                _ = try GnuplotRunner(executable: "/nonexistent/bin/gnuplot").run(program: "print 1\n")
            }
            guard case let .gnuplotUnavailable(message) = error else {
                Issue.record("expected gnuplotUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains("/nonexistent/bin/gnuplot"))
        }
    }
}
