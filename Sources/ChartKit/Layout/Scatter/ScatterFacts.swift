/// What a scatter chart's marks depend on across every row: each series' drawn points, the
/// empty value cells, and each series' fitted line.
///
/// Counted from the chart when it holds every row; a streamed chart (`ScatterStream`) counts
/// them while reading, as its laid-out chart holds only the rows of its extremes.
package struct ScatterFacts: Sendable, Equatable {
    /// Points drawn per series (a value, and a cell in the input).
    package var points: [Int]
    /// Empty value cells, skipped.
    package var emptyCount: Int
    /// Each series' line (`--fit linear`); nil for none.
    package var fits: [LinearFit?]

    package init(points: [Int], emptyCount: Int, fits: [LinearFit?]) {
        self.points = points
        self.emptyCount = emptyCount
        self.fits = fits
    }

    /// The facts of `chart`, which holds every row, drawn on `frame`; lines fitted when `fitting`.
    init(_ chart: LineChart, frame: AxisFrameOptions, fitting: Bool) {
        let drawn = chart.series.map(PointContent.drawnRows)
        points = drawn.map(\.count)
        emptyCount = PointContent(chart, frame: frame, radius: 0).emptyCount
        fits = zip(chart.series, drawn).map { series, rows in
            fitting ? LinearFit.fit(xs: chart.x.positions, ys: series.values, rows: rows) : nil
        }
    }
}
