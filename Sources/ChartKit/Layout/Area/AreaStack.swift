/// An area chart's series as the tops its bands reach: as given, summed in input order
/// (`--stacked`), or as shares of each row's total (`--percent`, fractions drawn as percent).
///
/// The layout and the emitters then draw band `s` from the top of band `s − 1` (or the
/// baseline) to its own top, so the frame's value axis (from `LineLayouter`) spans the stack
/// as drawn. A stack holds values of one sign: a band of a negative value would run down over
/// the bands below it, so a negative value is refused (the command names its cell first).
struct AreaStack {
    /// The chart with each series' values replaced by its band's top.
    var chart: LineChart
    var warnings: [String] = []

    init(_ chart: LineChart, stacking: AreaStacking) throws {
        self.chart = chart
        guard stacking != .overlap else { return }
        try Self.checkSigns(chart, stacking: stacking)
        var values = chart.series.map(\.values)
        let empty = Self.stack(&values, rows: chart.count, absent: chart.series.map(\.absent), stacking: stacking)
        for s in chart.series.indices {
            self.chart.series[s].values = values[s]
            self.chart.series[s].absent = nil
        }
        if let first = empty.first { warnings.append(Self.emptyTotalWarning(count: empty.count, firstX: Self.xText(first, chart))) }
    }

    /// Replaces each series' `values` (one array per series, rows in step) by its band's top,
    /// row by row, and returns the rows `--percent` has no total for. Row by row, so a streamed
    /// input (`LineStream`) stacks each batch as it comes, with the sums of a whole read.
    static func stack(_ values: inout [[Double]], rows: Int, absent: [[Bool]?], stacking: AreaStacking) -> [Int] {
        guard stacking != .overlap else { return [] }
        var running = [Double](repeating: 0, count: rows)
        for s in values.indices {
            for row in running.indices where values[s][row].isFinite && absent[s]?[row] != true {
                running[row] += values[s][row]
            }
            values[s] = running
        }
        guard stacking == .percent else { return [] }
        let totals = running
        for s in values.indices {
            values[s] = totals.indices.map { totals[$0] > 0 && totals[$0].isFinite ? values[s][$0] / totals[$0] : .nan }
        }
        return totals.indices.filter { !(totals[$0] > 0 && totals[$0].isFinite) }
    }

    /// Refuses a negative value in a stack, naming its series and x (a model given whole; the
    /// command's reading names the cell first, `AreaLayouter.checkSigns`).
    private static func checkSigns(_ chart: LineChart, stacking: AreaStacking) throws {
        for series in chart.series {
            guard let row = series.values.firstIndex(where: { $0 < 0 }) else { continue }
            throw ChartError.badData(
                location: nil, column: series.name,
                message: "expected \(expected(stacking)), found \(GnuplotNumber.literal(series.values[row])) at x \(xText(row, chart))")
        }
    }

    /// What a stacked cell must be, as an error says it.
    static func expected(_ stacking: AreaStacking) -> String {
        "a number at or above 0 (\(stacking.flag) stacks values of one sign; draw negative values without it)"
    }

    /// `3 rows have a total of 0 (the first at x 2020)…`: the rows `--percent` leaves out.
    static func emptyTotalWarning(count: Int, firstX: String) -> String {
        let rows = count == 1 ? "1 row has" : "\(count) rows have"
        return
            "\(rows) a total of 0 (the first at x \(firstX)): "
            + "--percent has no shares to draw there, so the bands skip \(count == 1 ? "it" : "them")"
    }

    /// Row `row`'s x as the user wrote it (a category) or reads it (a number, a date).
    static func xText(_ row: Int, _ chart: LineChart) -> String {
        chart.x.kind == .category ? QuotedText.quoted(chart.x.categories[row]) : xText(position: chart.x.positions[row], chart)
    }

    /// A number or time x as `chart`'s axis reads it (a date in the chart's date form).
    static func xText(position x: Double, _ chart: LineChart) -> String {
        chart.x.kind == .time
            ? LabelFormatter(format: .date(LineLayouter.highlightDateForm(chart))).label(for: x, decimals: 0)
            : LabelFormatter(format: .auto).label(for: x, decimals: min(6, DecimalNumber(x)?.neededDecimals ?? 0))
    }
}
