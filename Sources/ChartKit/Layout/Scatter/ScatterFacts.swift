/// What a scatter chart's marks depend on across every row: each series' drawn points, the
/// empty cells skipped, and each series' fitted line.
///
/// Counted from the chart when it holds every row; a streamed chart (`ScatterStream`) counts
/// them while reading, as its laid-out chart holds only the rows of its extremes.
package struct ScatterFacts: Sendable, Equatable {
    /// Points drawn per series (a value, and a cell in the input).
    package var points: [Int]
    /// Empty value cells per series, skipped (in rows that have an x).
    package var empty: [Int]
    /// Rows left out for an empty x cell (`LineChart.emptyX`).
    package var emptyX: Int
    /// Each series' line (`--fit linear`); nil for none.
    package var fits: [LinearFit?]

    package init(points: [Int], empty: [Int], emptyX: Int, fits: [LinearFit?]) {
        self.points = points
        self.empty = empty
        self.emptyX = emptyX
        self.fits = fits
    }

    /// Empty value cells of all series.
    package var emptyCount: Int { empty.reduce(0, +) }

    /// The facts of `chart`, which holds every row, drawn on `frame`; lines fitted when
    /// `fitting`, in the coordinates of the frame's axes (`FitSpace`).
    init(_ chart: LineChart, frame: AxisFrameOptions, fitting: Bool) {
        let drawn = chart.series.map(PointContent.drawnRows)
        points = drawn.map(\.count)
        empty = chart.series.map { PointContent.emptyCount(of: $0) }
        emptyX = chart.emptyX
        let space = FitSpace(xLog: frame.axes.xLog, yLog: frame.axes.yLog)
        fits = zip(chart.series, drawn).map { series, rows in
            fitting ? LinearFit.fit(xs: chart.x.positions, ys: series.values, rows: rows, space: space) : nil
        }
    }
}

extension ScatterFacts {
    /// The warning that points were left out for an empty cell, naming how many and the columns
    /// (x, each series' y, the `--size-by` sizes) and how to draw them; nil when none were.
    /// A point needs both coordinates (and a size, for a bubble): one left out is counted in
    /// `--plan` too (`skippedEmptyX`, `skippedEmpty`, `sizes.skippedEmpty`).
    func skipWarning(_ chart: LineChart, sizes: BubbleScale?) -> String? {
        func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        var parts: [String] = []
        if emptyX > 0 { parts.append("\(counted(emptyX, "row")) with no x (\(QuotedText.quoted(chart.x.title ?? "x")))") }
        if emptyCount > 0 {
            let named = chart.series.indices.filter { empty[$0] > 0 }
            let names =
                named.count == 1
                ? QuotedText.quoted(chart.series[named[0]].name)
                : named.prefix(3).map { "\(QuotedText.quoted(chart.series[$0].name)) \(empty[$0])" }.joined(separator: ", ")
                    + (named.count > 3 ? ", …" : "")
            parts.append("\(counted(emptyCount, "point")) with no y (\(names))")
        }
        if let sizes, sizes.skippedEmpty > 0 {
            parts.append("\(counted(sizes.skippedEmpty, "point")) with no size (\(QuotedText.quoted(sizes.column)))")
        }
        guard !parts.isEmpty else { return nil }
        let list = parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        return "skipped \(list), as a point needs \(sizes == nil ? "both x and y" : "x, y and a size"): fill those cells in to draw them"
    }

    /// A warning per fitted series that left points out: on a log axis, points at or below 0
    /// (kept by `--y-min`) have no place in the logs the line is fitted in.
    func fitWarnings(_ chart: LineChart) -> [String] {
        zip(chart.series.indices, fits).compactMap { s, fit in
            guard let fit, fit.count < points[s] else { return nil }
            let left = points[s] - fit.count
            return
                """
                the fit of \(QuotedText.quoted(chart.series[s].name)) leaves out \(left) point\(left == 1 ? "" : "s") at or below 0, which its log \
                axes cannot place (fitted to the other \(fit.count))
                """
        }
    }
}
