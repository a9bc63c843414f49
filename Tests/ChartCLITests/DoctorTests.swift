import ChartTestSupport
import Foundation
import Testing

/// `chart doctor` reports what this machine has and what to install (issue 11).
@Suite struct DoctorTests {
    @Test func realGnuplotPasses() throws {
        let result = try CLI.run(["doctor"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { $0.hasPrefix("ok ") })
    }

    /// An old gnuplot without cairo: the required checks fail with the fix, exit 69.
    @Test func oldGnuplotIsMissingWhatChartNeeds() throws {
        let dir = try TemporaryDirectory.make()
        let fake = try CLI.fakeGnuplot(in: dir, body: "cat >/dev/null; printf '4.6\\n6\\n dumb png svg\\n' >&2")
        let result = try CLI.run(["doctor", "--gnuplot", fake], in: dir)
        #expect(result.status == 69)
        let text = String(decoding: result.stdout, as: UTF8.self)
        #expect(text.contains("MISSING gnuplot version: 4.6 patchlevel 6 (chart needs 5.2 or later)"))
        #expect(text.contains("MISSING terminal pngcairo: missing (PNG output)"))
        #expect(text.contains("ok      terminal svg: available (SVG output)"))
        #expect(text.contains("warning terminal pdfcairo"))
        #expect(text.contains("fix: "))
    }

    @Test func noGnuplotSaysHowToInstallIt() throws {
        let result = try CLI.run(["doctor", "--gnuplot", "/nonexistent/gnuplot"])
        #expect(result.status == 69)
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("fix: sudo apt-get install gnuplot-nox"))
    }
}
