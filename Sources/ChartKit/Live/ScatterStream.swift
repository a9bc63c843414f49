/// A scatter chart read from a long input without holding it in memory.
///
/// Its typed rows go to a `LineStream`, whose `LineSpill` file keeps them and which tracks the
/// whole-number and calendar facts of every row. The bubbles of `--size-by` (`ScatterBubbles`) go to a spill of
/// their own. A one-pass summary keeps what a scatter layout needs from every row: each series'
/// extremes and drawn points, the x span, the first pass of each `--fit` (exact sums) and the
/// empty cells. A row of empty x is counted and left out, as a whole read leaves it out.
///
/// Long data split by `--series` (`ScatterSeriesRows`) spills each long row as its x, value and
/// key code (and with `--size-by` its size, in the bubbles' spill); the summary keeps each key's
/// facts, and the charts read back are widened to one series per key, as a whole read's are.
///
/// Fed batch by batch by `TableBatchReader`; `ScatterStreamLayouter` lays it out from the
/// summary and makes the density image in a second pass over the spill.
package final class ScatterStream {
    private let builder: LineChartBuilder
    private let frame: AxisFrameOptions
    private let folder: String
    private let fitting: Bool
    private let space: FitSpace
    private let splitter: SeriesSplitter?
    private var long: ScatterSeriesRows?
    private var lines: LineStream?
    private var sizeColumn: Int?
    private var bubbles: ScatterBubbles?
    /// The first row holding the smallest and the largest x, and each series' smallest and
    /// largest value (the rows a reduced chart needs for the axes to span what a whole read's do).
    private var xLow = Extreme.none
    private var xHigh = Extreme.none
    private var lows: [Extreme] = []
    private var highs: [Extreme] = []
    /// Drawn points (a value) of each series, its empty value cells, and the rows left out for
    /// an empty x.
    private var points: [Int] = []
    private var empty: [Int] = []
    private var emptyX = 0
    private var means: [LinearFit.Means] = []
    /// `reducedChart()`, once made.
    private var reduced: LineChart?
    /// Rows per run when the spill is sorted for culling (`LineStream.sortRunRows`), and marker
    /// centres held per culling pass (`SpilledMarkerCulling.window`) and kept markers read back
    /// per pass (`SpilledMarkers.window`); nil: the defaults. Tests make them tiny.
    var sortRunRows: Int?
    var markerWindow: Int?

    /// A value and the first row it is at (-1: none yet).
    private struct Extreme {
        var value: Double
        var row: Int
        static let none = Extreme(value: .nan, row: -1)
    }

    /// The spills of a `--facet` panel's stream (`ScatterFacetStreams`): in one shared file,
    /// writing every `flushValues` values, keeping the panel's total.
    struct PanelSpills {
        var arena: SpillArena
        var flushValues: Int
    }
    private let panelSpills: PanelSpills?

    /// A stream of `builder`'s columns, or of long data split by `splitter` (`--series`), or a
    /// `--facet` panel's (`panel`).
    init(
        builder: LineChartBuilder, options: ScatterOptions, temporaryFolder: String, splitter: SeriesSplitter? = nil, panel: PanelSpills? = nil
    ) {
        self.builder = builder
        self.splitter = splitter
        frame = options.frame
        folder = temporaryFolder
        fitting = options.fit != nil
        space = FitSpace(xLog: options.frame.axes.xLog, yLog: options.frame.axes.yLog)
        panelSpills = panel
    }

    /// Rows read so far (those left out for an empty x included).
    package var count: Int { (lines?.count ?? 0) + emptyX }

    /// The columns the first batch decided; nil before it.
    var columns: LiveLineColumns? { lines?.columns }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch. The cells
    /// are checked as a whole read checks them (x, then each series, then the sizes).
    func add(_ table: DataTable, skipping: Int) throws {
        try append(try typed(table, skipping: skipping))
    }

    /// A batch's typed rows (x NaN where empty) and their bubble sizes: parsed once for a
    /// `--facet` chart's stream of every row and its panels' (`picking`).
    struct Batch {
        var rows: LiveRows
        var sizes: [Double]?

        /// Rows `indices` of the batch.
        func picking(_ indices: [Int]) -> Batch {
            Batch(rows: rows.picking(indices), sizes: sizes.map { sizes in indices.map { sizes[$0] } })
        }
    }

    /// The rows of a batch after its first `skipping` (an earlier batch's), typed and checked;
    /// the first batch decides the columns (`start`).
    func typed(_ table: DataTable, skipping: Int) throws -> Batch {
        let lines = try self.lines ?? start(table)
        let rows = try long?.typed(table, skipping: skipping) ?? lines.columns.typed(table, firstRow: lines.count, skipping: skipping)
        return Batch(rows: rows, sizes: try sizeColumn.map { Array(try BubbleSizes(table, column: $0).values.dropFirst(skipping)) })
    }

    /// Adds a batch's typed rows: those of an empty x left out and counted, the rest summarised
    /// and spilled.
    func append(_ batch: Batch) throws {
        guard let lines else { throw ChartError.internal("a streamed scatter chart given rows before its first batch") }
        let first = lines.count
        var (rows, sized) = (batch.rows, batch.sizes)
        if rows.positions.contains(where: \.isNaN) {  // empty x: left out, as `LineChartBuilder.skipsEmptyX` does
            let kept = rows.positions.indices.filter { !rows.positions[$0].isNaN }
            emptyX += rows.count - kept.count
            rows = rows.picking(kept)
            sized = sized.map { sizes in kept.map { sizes[$0] } }
        }
        if let long {
            summarize(long: rows, keys: long.keyNames.count, first: first, sizes: sized)
        } else {
            summarize(rows, first: first, sizes: sized)
        }
        try lines.append(rows)
        if let sized { try bubbles?.add(rows, sizes: sized, keys: long?.keyNames.count ?? 0) }
    }

    /// The first batch (a `--facet` panel's first rows) decides the columns by a whole read's
    /// rules (`LiveLineColumns`); a text x is the whole read's error, its example cell being the
    /// first, which is in this batch.
    @discardableResult
    func start(_ table: DataTable) throws -> LineStream {
        if let splitter { return try startLong(table, splitter: splitter) }
        // A first batch whose x cells are all empty cannot say what x is; a whole read leaves
        // those rows out and reads x from the rest, so the input is read whole.
        if builder.xType == .auto, builder.xDateFormat == nil, let x = try table.xColumn(builder.x), table.kindAndReading(of: x).kind == .empty {
            throw TableBatchReader.ReadWhole()
        }
        let columns = try LiveLineColumns(first: table, builder: builder)
        if columns.kind == .category { try PointContent(try builder.chart(from: table), frame: frame, radius: 0).checkX(kind: .scatter) }
        let lines =
            panelSpills.map {
                LineStream(columns: columns, temporaryFolder: folder, arena: $0.arena, flushValues: $0.flushValues, keepsTotals: true)
            } ?? LineStream(columns: columns, temporaryFolder: folder)
        lines.sortRunRows = sortRunRows
        if let sizeBy = builder.sizeBy {
            let column = try table.columnIndex(sizeBy)
            let bubbles = ScatterBubbles(name: table.names[column], series: columns.yColumns.count, folder: folder, panel: panelSpills)
            (sizeColumn, self.bubbles) = (column, bubbles)
        }
        let seriesCount = columns.yColumns.count
        lows = Array(repeating: Extreme.none, count: seriesCount)
        highs = lows
        points = Array(repeating: 0, count: seriesCount)
        empty = points
        means = Array(repeating: LinearFit.Means(space: space), count: fitting ? seriesCount : 0)
        self.lines = lines
        return lines
    }

    /// The stream of long data: its spill holds each row's value and key code as two series,
    /// and with `--size-by` its bubbles' spill each row's size too. Sizes that are also the x or
    /// the values are the whole read's error, which it gives.
    private func startLong(_ table: DataTable, splitter: SeriesSplitter) throws -> LineStream {
        let long = try ScatterSeriesRows(first: table, splitter: splitter, builder: builder)
        if let sizeBy = builder.sizeBy {
            let column = try table.columnIndex(sizeBy)
            guard column != long.roles.x && column != long.roles.value else { throw SeriesRuns.Refusal(reason: "sizes in another role") }
            (sizeColumn, bubbles) = (column, ScatterBubbles(name: table.names[column], series: 0, folder: folder, long: true))
        }
        let lines = LineStream(columns: long.columns.widened(toSeries: ["value", "key"]), temporaryFolder: folder)
        lines.sortRunRows = sortRunRows
        (self.long, self.lines) = (long, lines)
        return lines
    }

    /// Checks what only the whole input tells (long data's value column).
    func finish() throws {
        try long?.finish()
    }

    /// Folds a batch's rows, the first being input row `first`, into the summary; with `sizes`
    /// (bubbles), a point without one is left out of its fit, as a whole read makes it absent.
    private func summarize(_ rows: LiveRows, first: Int, sizes: [Double]?) {
        summarizeX(rows, first: first)
        for (s, values) in rows.values.enumerated() {
            var (low, high, drawn) = (lows[s], highs[s], 0)
            for (offset, value) in values.enumerated() where value.isFinite {
                drawn += 1
                if !(value >= low.value) { low = Extreme(value: value, row: first + offset) }
                if !(value <= high.value) { high = Extreme(value: value, row: first + offset) }
                if fitting && sizes?[offset].isFinite != false { means[s].add(x: rows.positions[offset], y: value) }
            }
            (lows[s], highs[s]) = (low, high)
            points[s] += drawn
            empty[s] += values.count - drawn
        }
    }

    /// The x extremes of a batch's rows, the first being input row `first`.
    private func summarizeX(_ rows: LiveRows, first: Int) {
        for (offset, x) in rows.positions.enumerated() {
            if !(x >= xLow.value) { xLow = Extreme(value: x, row: first + offset) }
            if !(x <= xHigh.value) { xHigh = Extreme(value: x, row: first + offset) }
        }
    }

    /// Folds a batch of long rows (values and key codes, `keys` keys so far) into each key's
    /// summary, as `summarize` folds a wide batch's series (a point without a size left out of
    /// its fit).
    private func summarize(long rows: LiveRows, keys: Int, first: Int, sizes: [Double]?) {
        summarizeX(rows, first: first)
        while points.count < keys {
            lows.append(.none)
            highs.append(.none)
            points.append(0)
            empty.append(0)
            if fitting { means.append(LinearFit.Means(space: space)) }
        }
        let (values, codes) = (rows.values[0], rows.values[1])
        for offset in values.indices {
            let (s, value) = (Int(codes[offset]), values[offset])
            guard value.isFinite else {
                empty[s] += 1
                continue
            }
            points[s] += 1
            if !(value >= lows[s].value) { lows[s] = Extreme(value: value, row: first + offset) }
            if !(value <= highs[s].value) { highs[s] = Extreme(value: value, row: first + offset) }
            if fitting && sizes?[offset].isFinite != false { means[s].add(x: rows.positions[offset], y: value) }
        }
    }

    /// Each point of a block read back from the spill, as its series, its row in the block, x
    /// and value (NaN: an empty cell), series by series for wide rows and row by row for long ones.
    private func forEachValue(xs: [Double], values: [[Double]], _ body: (Int, Int, Double, Double) -> Void) {
        if long != nil {
            for row in xs.indices { body(Int(values[1][row]), row, xs[row], values[0][row]) }
            return
        }
        for (s, ys) in values.enumerated() {
            for row in ys.indices { body(s, row, xs[row], ys[row]) }
        }
    }

    /// `chart`, read from the spill, as a whole read has it: widened to one series per key for
    /// long data.
    private func whole(_ chart: LineChart) -> LineChart {
        long?.widened(chart) ?? chart
    }

    /// The chart of the rows holding the extremes, sorted by x, with the facts of every row
    /// in its `LineReduction`: its axes are the whole input's.
    ///
    /// Kept once made: the extremes are rows in input order, and laying out markers sorts the
    /// spill by x (`keptMarkers`, `everyMarker`), after which a `--facet` panel laid out again
    /// (at the shared value range) would read other rows under those numbers.
    func reducedChart() throws -> LineChart {
        if let reduced { return reduced }
        guard let lines else { throw ChartError.internal("a streamed scatter chart without rows") }
        let rows = Set(([xLow, xHigh] + lows + highs).map(\.row).filter { $0 >= 0 })
        var chart = LineChartBuilder.sortedByX(whole(try lines.chart(rows: rows.sorted())))
        chart.emptyX = emptyX
        reduced = chart
        return chart
    }

    /// Each series' drawn points, the empty cells and, with `--fit`, each series' line: its
    /// second pass (sums about the means) reads the spill back.
    func facts() throws -> ScatterFacts {
        guard let lines else { throw ChartError.internal("a streamed scatter chart without rows") }
        var spreads = means.map(\.spread)
        if fitting, let bubbles {
            try bubbles.forEachPoint { s, x, y in spreads[s]?.add(x: x, y: y) }
        } else if fitting {
            try lines.spill.forEachBlock(in: 0..<lines.count) { _, xs, values in
                forEachValue(xs: xs, values: values) { s, _, x, y in
                    if y.isFinite { spreads[s]?.add(x: x, y: y) }
                }
            }
        }
        return ScatterFacts(
            points: bubbles?.drawn ?? points, empty: empty, emptyX: emptyX, fits: fitting ? spreads.map { $0?.fit } : points.map { _ in nil })
    }

    /// The bubble scale of every drawn point (`--size-by`); nil without sizes.
    func bubbleScale() throws -> BubbleScale? {
        try bubbles?.scale()
    }

    /// The density image of every point on axes `x` and `y` over a plot of `frame`, binned
    /// from the spill a block at a time.
    func density(x: AxisPlan, y: AxisPlan, frame: PlotFrame) throws -> DensityGrid {
        guard let lines else { throw ChartError.internal("a streamed scatter chart without rows") }
        var grid = DensityGrid(x: x, y: y, frame: frame)
        try lines.spill.forEachBlock(in: 0..<lines.count) { _, xs, values in
            for ys in long == nil ? values : [values[0]] { grid.add(xs: xs, values: ys, absent: nil, x: x, y: y) }
        }
        return grid
    }

    /// The markers a crowded PNG keeps (`MarkerCulling` on `culling`), of the spill, which this
    /// sorts by x first (in bounded memory) so they are the rows of the whole read's chart; nil
    /// when the image is too large to cull in windows (`SpilledMarkerCulling`).
    func keptMarkers(culling: MarkerCulling, marks: ScatterPlanMarks, x: AxisPlan, y: AxisPlan) throws -> SpilledMarkers? {
        guard let lines else { throw ChartError.internal("a streamed scatter chart without rows") }
        guard let pass = SpilledMarkerCulling(culling, window: markerWindow ?? SpilledMarkerCulling.defaultWindow) else { return nil }
        try lines.sortByX()
        let markers = try pass.keptMarkers(
            spill: lines.spill, count: lines.count, points: points, xAxis: x, yAxis: y, pointTypes: marks.pointTypes,
            markerSize: marks.markerSize, long: long != nil)
        return markerWindow.map { markers.reading(window: $0) } ?? markers  // tests read them back a few a pass too
    }

    /// Every drawn point of each series, of the spill sorted by x (in bounded memory, as a whole
    /// read's chart is sorted), read back in row order when the program is written: the markers
    /// of a chart that cannot be culled (SVG, PDF, a plot they do not crowd).
    func everyMarker(bubbles scale: BubbleScale?) throws -> SpilledMarkers {
        guard let lines else { throw ChartError.internal("a streamed scatter chart without rows") }
        if let bubbles, let scale {
            let points = SpillPoints(spill: try bubbles.sorted(runRows: sortRunRows), count: bubbles.count, long: bubbles.long, sized: true)
            return SpilledMarkers(
                points: points, drawn: bubbles.drawn, kept: nil, window: markerWindow ?? SpilledMarkers.defaultWindow, bubbles: scale)
        }
        try lines.sortByX()
        let points = SpillPoints(spill: lines.spill, count: lines.count, long: long != nil)
        return SpilledMarkers(points: points, drawn: self.points, kept: nil, window: markerWindow ?? SpilledMarkers.defaultWindow)
    }

    /// The rows a text chart draws (`ScatterTextDots`): each series' first spill row on each of
    /// the plot's dots, at most `dots.count` a series, in one pass, with a bitmap per series.
    func textRows(dots: ScatterTextDots) throws -> [[Int]] {
        guard let lines else { throw ChartError.internal("a streamed scatter chart without rows") }
        var seen = points.map { _ in [UInt64]() }
        var rows = points.map { _ in [Int]() }
        // Bubbles: a point without a size is not drawn (the rows of the two spills are the same).
        try (bubbles?.spill ?? lines.spill).forEachBlock(in: 0..<lines.count) { start, xs, values in
            var values = values
            if bubbles != nil {
                let sizes = values.removeLast()
                // Long data's second series is the key's code, not a value.
                for s in long == nil ? values.indices : 0..<1 { for row in sizes.indices where !sizes[row].isFinite { values[s][row] = .nan } }
            }
            forEachValue(xs: xs, values: values) { s, row, x, y in
                guard y.isFinite, let dot = dots.dot(x: x, value: y) else { return }
                if seen[s].isEmpty { seen[s] = [UInt64](repeating: 0, count: dots.count / 64 + 1) }
                let (word, bit) = (dot / 64, UInt64(1) << UInt64(dot % 64))
                guard seen[s][word] & bit == 0 else { return }
                seen[s][word] |= bit
                rows[s].append(start + row)
            }
        }
        return rows
    }

    /// The chart of the spill's rows `rows` (ascending), with the facts of every row.
    func chart(rows: [Int]) throws -> LineChart {
        guard let lines else { throw ChartError.internal("a streamed scatter chart without rows") }
        var chart = whole(try lines.chart(rows: rows))
        chart.emptyX = emptyX
        return chart
    }

    /// Every row, as a whole read builds the chart (sizes and all, sorted by x): for markers,
    /// which draw every point.
    func wholeChart() throws -> LineChart {
        guard let lines else { throw ChartError.internal("a streamed scatter chart without rows") }
        var chart = whole(try lines.wholeChart(sizes: try bubbles?.sizes()))
        chart.emptyX = emptyX
        return chart
    }
}

/// A stream is used from one thread at a time, as a `LineStream` is: the reader appends a batch
/// after the one before, and the layout reads it once the input is read. So a `--facet` panel's
/// stream may be a panel's input (`ChartInput.scatterStream`).
extension ScatterStream: @unchecked Sendable {}
