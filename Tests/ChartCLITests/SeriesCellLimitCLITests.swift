import ChartTestSupport
import Foundation
import Testing

/// `chart line --series KEY` stops at the row where keys × distinct x pass the cell limit,
/// from a file or standard input, streamed or read whole: one line, exit 65, no output and
/// nothing left in TMPDIR. `CHART_TEST_SERIES_CELLS` lowers the limit's ten-million floor to
/// 1,000 so 20,000 rows pass it at row 201 (`SeriesCellScanTests` checks how early the read
/// stops).
@Suite struct SeriesCellLimitCLITests {
    static let input = "x,key,y\n" + (0..<20_000).map { "\(20_000 - $0),k\($0 % 5),\($0 % 17)\n" }.joined()

    static func message(_ name: String) -> String {
        """
        chart: error: \(name): --series column "key" makes 5 series over 201 distinct x values, 1005 cells, more than the limit of 1000 (most \
        would be empty); use fewer series (filter or aggregate the data first) or x values the series share

        """
    }

    @Test(arguments: [2_000, 1 << 30], [true, false])
    func theLimitIsOneLineAndExit65(_ threshold: Int, _ fromFile: Bool) throws {
        let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
        defer { for folder in [dir, tmp] { try? FileManager.default.removeItem(atPath: folder) } }
        try Data(Self.input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
        var environment = LineStreamTests.environment(threshold: threshold, tmpdir: tmp)
        environment["CHART_TEST_SERIES_CELLS"] = "1000"
        let result = try ChartProcess.run(
            ["line"] + (fromFile ? ["in.csv"] : []) + ["--series", "key", "-o", "out.png"], stdin: fromFile ? [] : Array(Self.input.utf8),
            environment: environment, currentDirectory: dir)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr == Self.message(fromFile ? "in.csv" : "<stdin>"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
    }

    /// Under the limit, standard input scanned then read from its copy draws what a whole read
    /// of it draws.
    @Test func underTheLimitStandardInputDrawsTheWholeReadsChart() throws {
        let four = Self.input.replacingOccurrences(of: ",k4,", with: ",k0,")
        var plans: [String] = []
        for threshold in [2_000, 1 << 30] {
            var environment = LineStreamTests.environment(threshold: threshold)
            environment["CHART_TEST_SERIES_CELLS"] = "1000"
            let result = try ChartProcess.run(["line", "--series", "key", "--plan"], stdin: Array(four.utf8), environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            plans.append(String(decoding: result.stdout, as: UTF8.self))
        }
        #expect(plans[0] == plans[1])
    }
}
