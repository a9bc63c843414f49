import ChartKit

/// Golden cases of `chart box`, one per mode.
package enum BoxGoldens {
    /// Deterministic timings: a base per commit and test with a spread from a linear congruential
    /// sequence (no random generator), a few slow outliers.
    static func timings(_ count: Int, base: Double, seed: Int) -> [Double] {
        var state = UInt64(seed)
        return (0..<count).map { index in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let spread = Double(state >> 11) / Double(1 << 53)
            return ((base * (0.9 + 0.2 * spread) * (index % 17 == 5 ? 1.8 : 1)) * 100).rounded() / 100
        }
    }

    static let commits = ["a41c9e0", "b7d2f13", "c09e4a8", "d3f8b21"]

    static let bench = BoxChart(
        categories: commits,
        series: [
            BoxSeries(name: "parse", boxes: commits.indices.map { HistSeries(name: "parse", values: timings(30, base: 42, seed: $0)) }),
            BoxSeries(name: "render", boxes: commits.indices.map { HistSeries(name: "render", values: timings(30, base: 95, seed: 10 + $0)) }),
        ], categoryTitle: "commit", valueTitle: "ms")

    /// Boxes with no height: one value, and all values equal.
    static let flat = BoxChart(
        categories: ["one", "same", "spread"],
        series: [
            BoxSeries(
                name: "v",
                boxes: [
                    HistSeries(name: "v", values: [5]), HistSeries(name: "v", values: [3, 3, 3]), HistSeries(name: "v", values: [1, 2, 4, 8, 30]),
                ])
        ], categoryTitle: "k", valueTitle: "v")

    static let hostile = BoxChart(
        categories: ["`touch x`", "it's"],
        series: [BoxSeries(name: "sys'tem(\"id\")", boxes: [HistSeries(name: "a", values: [1, 2, 3]), HistSeries(name: "a", values: [2, 3, 4])])],
        categoryTitle: "a\"b", valueTitle: "@{b}_^")

    static func box(_ what: String, _ chart: BoxChart, _ options: BoxOptions) -> GoldenCase {
        GoldenCase(.box, what, .box(BoxChartBuilder(), options), chart)
    }

    static let cases: [GoldenCase] = [
        box("series", bench, BoxOptions(frame: AxisFrameOptions(figure: FigureOptions(title: "Bench"), paging: PagingOptions(output: "b.png")))),
        box(
            "horizontal-log", bench,
            BoxOptions(frame: AxisFrameOptions(axes: AxisOptions(yLog: true), paging: PagingOptions(output: "h.png")), horizontal: true)),
        box("flat-points", flat, BoxOptions(frame: AxisFrameOptions(paging: PagingOptions(output: "f.png")), points: true)),
        box("hostile", hostile, BoxOptions(frame: AxisFrameOptions(paging: PagingOptions(output: "x.png")))),
    ]
}
