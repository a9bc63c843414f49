import ChartTestSupport
import Foundation
import Testing

/// `chart line --series KEY` is refused at the row where keys × distinct x pass the cell
/// limit, from a file or standard input, streamed or read whole, x rising (a streamed file
/// stops at that row) or falling (read whole first): one line, exit 65, no output and nothing
/// left in TMPDIR. `CHART_TEST_SERIES_CELLS` lowers the limit's ten-million floor to 1,000 so
/// 20,000 rows pass it at row 201 (`SeriesCellLimitTests` checks how much of a file is read).
@Suite struct SeriesCellLimitCLITests {
    static func input(rising: Bool) -> String {
        "x,key,y\n" + (0..<20_000).map { "\(rising ? $0 : 20_000 - $0),k\($0 % 5),\($0 % 17)\n" }.joined()
    }

    static func message(_ name: String) -> String {
        """
        chart: error: \(name): --series column "key" makes 5 series over 201 distinct x values, 1005 cells, more than the limit of 1000 (most \
        would be empty); use fewer series (filter or aggregate the data first) or x values the series share

        """
    }

    /// 500-byte batches: row 201 comes after the first one, so a rising file streams and stops.
    @Test(arguments: [500, 1 << 30], [true, false])
    func theLimitIsOneLineAndExit65(_ threshold: Int, _ fromFile: Bool) throws {
        for rising in [true, false] {
            let (dir, tmp) = (try TemporaryDirectory.make(), try TemporaryDirectory.make())
            defer { for folder in [dir, tmp] { try? FileManager.default.removeItem(atPath: folder) } }
            let input = Self.input(rising: rising)
            try Data(input.utf8).write(to: URL(fileURLWithPath: dir + "/in.csv"))
            var environment = LineStreamTests.environment(threshold: threshold, tmpdir: tmp)
            environment["CHART_TEST_SERIES_CELLS"] = "1000"
            let result = try ChartProcess.run(
                ["line"] + (fromFile ? ["in.csv"] : []) + ["--series", "key", "-o", "out.png"], stdin: fromFile ? [] : Array(input.utf8),
                environment: environment, currentDirectory: dir)
            #expect(result.status == 65, "rising \(rising): \(result.stderr)")
            #expect(result.stderr == Self.message(fromFile ? "in.csv" : "<stdin>"), "rising \(rising)")
            #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: tmp).isEmpty)
        }
    }

    /// Under the limit, standard input draws the same chart whatever the stream threshold (it
    /// is read whole either way: it cannot be read twice).
    @Test func underTheLimitStandardInputDrawsTheWholeReadsChart() throws {
        let four = Self.input(rising: false).replacingOccurrences(of: ",k4,", with: ",k0,")
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
