import Foundation
import Testing

@testable import ChartKit

/// A streamed heatmap (`HeatmapBatchBuilder`) keeps each row once, x, y and value side by side,
/// and bins each axis from its column of those rows (`SpillColumn`): the chart is the whole
/// read's, cell for cell, whatever part of the rows is in memory or in the temporary file.
@Suite struct HeatmapBatchBuilderTests {
    /// Times a few seconds apart, latencies, hosts and sizes, with empty cells in x, y and value.
    static let events: String = {
        var text = "at,ms,host,size\n"
        for i in 0..<3000 {
            let at = i % 71 == 0 ? "" : "2024-03-04T10:\(String(format: "%02d:%02d", (i / 60) % 60, i % 60))Z"
            let ms = i % 53 == 0 ? "" : String(format: "%.2f", exp(Double((i * 7919) % 1000) / 200))
            text += "\(at),\(ms),h\(i % 9),\(i % 43 == 0 ? "" : String(100 + i % 17))\n"
        }
        return text
    }()

    static let cases: [(name: String, x: String, y: String, value: String?, log: Bool)] = [
        ("count, time x, log y", "at", "ms", nil, true),
        ("mean, category x, number y", "host", "ms", "size", false),
        ("sum, time x, category y", "at", "host", "size", false),
    ]

    @Test(arguments: cases.indices, [0, 500, 1 << 20])
    func eachRowIsKeptOnceAndTheChartIsTheWholeReads(_ index: Int, memory: Int) throws {
        let (_, x, y, value, log) = Self.cases[index]
        let table = try TableReader(options: ReadOptions(format: .csv)).read(bytes: Array(Self.events.utf8), name: "e.csv", pathExtension: nil)
        var builder = HeatmapChartBuilder(x: .name(x), y: [.name(y)])
        builder.value = value.map { .name($0) }
        builder.aggregate = value == nil ? nil : (index == 1 ? .mean : .sum)
        builder.checks.valuesAboveZero = log
        let folder = NSTemporaryDirectory()
        let batches = HeatmapBatchBuilder(builder, temporaryFolder: folder, memoryValues: memory)
        try batches.add(table, skipping: 0)
        #expect(batches.valuesKept == table.rowCount * (value == nil ? 2 : 3))
        #expect(Self.comparable(try batches.chart()) == Self.comparable(try builder.chart(from: table)))
    }

    /// `chart` with its empty cells (NaN, never equal) as a value no cell holds, so `==` compares them.
    static func comparable(_ chart: HeatmapChart) -> HeatmapChart {
        var chart = chart
        chart.values = chart.values.map { $0.isNaN ? -.greatestFiniteMagnitude : $0 }
        return chart
    }
}
