import ChartTestSupport
import Foundation
import Testing

@testable import ChartKit

/// Culling a streamed scatter chart's markers over its spill, a window of the draw order a pass
/// (`SpilledMarkerCulling`), keeps exactly the rows `MarkerCulling.keptRows` keeps from the whole
/// chart: whatever the window, with gaps, several series, and points off the axes' ranges.
@Suite struct SpilledMarkerCullingTests {
    static let cases: [(name: String, cloud: MarkerCullingTests.Case, gaps: Bool)] = [
        ("heap sorted by x", MarkerCullingTests.Case(name: "heap", cloud: .heap, count: 20_000, size: (200, 150), sortedByX: true), false),
        (
            "three series with gaps",
            MarkerCullingTests.Case(name: "uniform", cloud: .uniform, count: 9_000, series: 3, size: (200, 150), sortedByX: true), true
        ),
        (
            "scale 2", MarkerCullingTests.Case(name: "heap 2", cloud: .heap, count: 40_000, scale: 2, size: (200, 150), sortedByX: true),
            true
        ),
        ("log axes", MarkerCullingTests.Case(name: "log", cloud: .heap, count: 12_000, log: true, size: (200, 150), sortedByX: true), false),
    ]

    @Test(arguments: cases.indices)
    func spilledCullingKeepsTheWholeReadsRows(_ index: Int) throws {
        let (_, cloud, gaps) = Self.cases[index]
        var chart = MarkerCullingTests.chart(cloud)
        if gaps {
            for s in chart.series.indices {
                for row in stride(from: s * 3, to: chart.count, by: 11) { chart.series[s].values[row] = .nan }
            }
        }
        var options = ScatterOptions(
            figure: FigureOptions(width: cloud.size.width, height: cloud.size.height, scale: cloud.scale),
            axes: AxisOptions(yLog: cloud.log, xLog: cloud.log), paging: PagingOptions(output: "s.png"), markerSize: cloud.markerSize)
        options.density = .off
        options.axes.yMax = 70  // points above are off the axis: kept, covering nothing
        let plan = try ScatterLayouter(options: options).plan(for: chart)
        let whole = try #require(plan.pages[0].marks.culledRows)
        let spill = LineSpill(seriesCount: chart.series.count, folder: try TemporaryDirectory.make())
        try spill.append(positions: chart.x.positions, values: chart.series.map(\.values))
        let points = chart.series.map { PointContent.drawnRows($0).count }
        for window in [97, 4_096, 1 << 23] {
            let pass = try #require(SpilledMarkerCulling(MarkerCulling(frame: plan.frame, scale: cloud.scale), window: window))
            let markers = try pass.keptMarkers(
                spill: spill, count: chart.count, points: points, xAxis: plan.pages[0].x, yAxis: plan.pages[0].y, pointTypes: plan.pointTypes,
                markerSize: plan.markerSize)
            let kept = try chart.series.indices.map { try markers.rows(series: $0) }
            #expect(kept == whole, "window \(window)")
            #expect(markers.counts == whole.map(\.count))
            // Read back a few markers a pass, each series' are the whole read's values in its order.
            for s in chart.series.indices {
                var (xs, values): ([Double], [Double]) = ([], [])
                try markers.reading(window: 5).forEachWindow(series: s) { windowXs, windowValues, sizes in
                    (xs, values) = (xs + windowXs, values + windowValues)
                    #expect(sizes.isEmpty)
                }
                #expect(xs == whole[s].map { chart.x.positions[$0] } && values == whole[s].map { chart.series[s].values[$0] }, "series \(s)")
            }
        }
        #expect(whole.joined().count < points.reduce(0, +), "nothing culled")
    }

    /// A row of drawn rank r is drawn k-th where r = k × stride mod n: the running sum of the
    /// stride's inverse finds each rank's place in `MarkerCulling.drawOrder`.
    @Test func inverseStrideFindsEachRanksDrawPosition() {
        for n in 1...400 {
            let stride = MarkerCulling.drawStride(count: n)
            let step = SpilledMarkerCulling.inverse(stride, modulo: n)
            let order = MarkerCulling.drawOrder(Array(0..<n))
            var k = 0
            for rank in 0..<n {
                #expect(order[k] == rank, "n \(n), rank \(rank)")
                #expect(SpilledMarkerCulling.product(k, stride, modulo: n) == rank)
                k += step
                if k >= n { k -= n }
            }
        }
        #expect(SpilledMarkerCulling.product(1 << 40, 1 << 40, modulo: 1_000_000_007) == 496_641_140)
    }
}
