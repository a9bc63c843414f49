import ChartKit
import ChartTestSupport
import Foundation
import Testing

/// Text charts on a terminal leave its last two rows to the command line and the prompt
/// (issue 33 item 8: a 24-row chart in a 24-row terminal scrolled its title and legend away),
/// and grouped horizontal bars grow a row per bar.
@Suite struct TextChartRowsCLITests {
    /// The chart drawn on a pseudo-terminal of `rows`×`columns` (`script`, sized by `stty`).
    static func onTerminal(rows: Int, columns: Int, _ arguments: String, in dir: String) throws -> [String] {
        let command = "stty rows \(rows) cols \(columns); env NO_COLOR=1 '\(ChartProcess.binaryPath())' \(arguments)"
        let result = try ProcessPipeline(
            executable: "/usr/bin/script", arguments: ["-qec", command, "/dev/null"], currentDirectory: dir, timeout: 30
        ).run()
        #expect(result.status == 0, "\(String(decoding: result.stdout, as: UTF8.self))")
        return String(decoding: result.stdout, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n").split(
            separator: "\n", omittingEmptySubsequences: false
        ).map(String.init).dropLast()
    }

    @Test(arguments: [(24, 80), (30, 100), (10, 60)])
    func aTerminalChartLeavesTwoRows(rows: Int, columns: Int) throws {
        let dir = try TemporaryDirectory.make()
        try "day,sales,returns\n1,3,1\n2,5,2\n3,4,2\n4,7,3\n5,6,1\n".write(toFile: dir + "/d.csv", atomically: true, encoding: .utf8)
        let lines = try Self.onTerminal(rows: rows, columns: columns, "line d.csv --title Sales", in: dir)
        #expect(lines.count == max(12, rows - 2), "\(lines.count) lines on a \(rows)-row terminal:\n\(lines.joined(separator: "\n"))")
        #expect(lines.first?.contains("Sales") == true)
        #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) <= columns })
    }

    /// Thirteen regions of three years each, horizontal, on a 24-row terminal: the chart grows
    /// so every bar has a row of its own and every region its name, and says so.
    @Test func groupedHorizontalBarsGrowARowPerBar() throws {
        let result = try CLI.run(["bar", CLI.fixture("regions-3-years.csv"), "--horizontal", "--format-out", "text"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("chart: warning: the text chart grows to 80x"), "\(result.stderr)")
        let lines = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        let plot = lines.filter { $0.contains("┤") || $0.contains("│") }
        let shaded = plot.map { Set($0.filter { "█▓▒".contains($0) }) }.filter { !$0.isEmpty }
        #expect(shaded.count == 13 * 3 && shaded.allSatisfy { $0.count == 1 }, "\(lines.joined(separator: "\n"))")
        for region in ["North", "Harbour", "Islands", "Central"] { #expect(plot.contains { $0.contains(region + "┤") }, "\(region)") }
    }
}
