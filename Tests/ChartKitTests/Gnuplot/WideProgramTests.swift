import Foundation
import Testing

@testable import ChartKit

/// A line chart's program grows linearly with its series (issue 32 item 2): each series' plot
/// clause names only its own data. When the shared block was a row-major binary file, every
/// clause repeated the file's format of all `series + 1` fields, so 20,000 columns made a
/// program of gigabytes before gnuplot started.
@Suite struct WideProgramTests {
    /// `series` noisy series over `rows` shared x values.
    static func plan(series: Int, rows: Int) throws -> LinePlan {
        let lines = (0..<series).map { s in LineSeries(name: "s\(s)", values: (0..<rows).map { r in value(series: s, row: r) }) }
        let chart = LineChart(x: XValues(kind: .number, positions: (0..<rows).map(Double.init), title: "x"), series: lines)
        return try LineLayouter(options: LineOptions(paging: PagingOptions(output: "wide.png"))).plan(for: chart)
    }

    /// Series `s`'s value at `row`: small integers with a gap every 11 rows.
    static func value(series s: Int, row r: Int) -> Double {
        r % 11 == 5 ? .nan : Double((r * 7 + s * 3) % 23)
    }

    static func program(series: Int, rows: Int, placement: DataPlacement) throws -> GnuplotProgram {
        let plan = try plan(series: series, rows: rows)
        return LineEmitter().program(for: plan, outputs: plan.pages.map(\.output), placement: placement)
    }

    /// Twice the series, about twice the program (a square law would make it four times),
    /// with the data in a binary file and inline.
    @Test(arguments: [DataPlacement.files(threshold: 1), .inline])
    func programBytesAreLinearInTheSeries(_ placement: DataPlacement) throws {
        let small = try Self.program(series: 300, rows: 40, placement: placement).fullText().utf8.count
        let large = try Self.program(series: 600, rows: 40, placement: placement).fullText().utf8.count
        #expect(Double(large) / Double(small) < 2.2, "300 series: \(small) bytes, 600 series: \(large) bytes")
    }

    /// In a binary file each series' clause reads its own (x, y) pairs, and they are the
    /// chart's: gnuplot reads each value once, not the whole file once per series.
    @Test func eachClauseReadsItsOwnSeries() throws {
        let rows = 40
        let program = try Self.program(series: 9, rows: rows, placement: .files(threshold: 1))
        let file = try #require(program.files.first { $0.name.hasSuffix(".page.bin") })
        try #require(file.values.count == 9 * rows * 2)
        let clauses = try program.fullText().split(separator: "\n").filter { $0.contains(".page.bin") }
        try #require(clauses.count == 9)
        for (s, clause) in clauses.enumerated() {
            #expect(clause.contains("binary skip=\(s * rows * 16) record=\(rows) format='%2float64' endian=little using 1:2"))
            for r in 0..<rows {
                let (x, y) = (file.values[(s * rows + r) * 2], file.values[(s * rows + r) * 2 + 1])
                #expect(x == Double(r))
                let expected = Self.value(series: s, row: r)
                #expect(expected.isNaN ? y.isNaN : y == expected, "series \(s), row \(r)")
            }
        }
    }
}
