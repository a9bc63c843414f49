#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides a line chart's marks on the shared axis frame: each page's x window (pages tile the
/// axis), the rows drawn (M4-decimated when long), reference lines and the highlight.
///
/// Pages, titles, legend, value axes and margins are `AxisChartLayouter`'s.
package struct LineLayouter: AxisKindLayouter {
    package var options: LineOptions

    package init(options: LineOptions) {
        self.options = options
    }

    package static let kind = ChartKind.line
    /// Every frame feature.
    package static let draws = AxisFeatures.all

    package func layout(_ chart: LineChart) throws -> LinePlan {
        let n = chart.count
        guard n > 0 else { throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot") }
        try checkLogX(chart)
        // Pages cut the input's rows; a reduced chart holds each page's first row, so its pages
        // are the same pages in its own rows.
        var pages = try AxisPages(rowCount: chart.sourceRowCount, paging: options.paging, format: options.figure.format, unit: .rows("points"))
        if let reduction = chart.reduction { pages.ranges = pages.ranges.map(reduction.localRange) }
        let windows = pages.selected.map { window(ofPage: $0 - 1, in: pages.ranges, chart: chart) }
            .map { options.axes.xLog ? Self.logWindow($0) : $0 }
        var warnings = xWarnings(chart)
        let theme = options.figure.theme
        if !options.filled,
            let warning = SeriesRounds.warning(
                count: chart.series.count, distinct: theme.distinctLines,
                colors: theme.palette.count, what: "series", styles: "dash patterns",
                fix: "use a longer palette (--palette tableau10, or a theme's palette), or chart fewer series")
        {
            warnings.append(warning)
        }
        let frame = try AxisChartLayouter(figure: options.figure, axes: options.axes)
            .layout(content(chart, pages: pages, windows: windows), pages: pages, warnings: &warnings)
        let vlines = try options.axes.vlines.map { try resolveVline($0, chart: chart) }
        let highlightRow = try options.highlight.map { try resolveHighlight($0, chart: chart) }
        let decimator = decimator(plotWidth: frame.layout.frame.plotWidth)
        let values = chart.series.map(\.values)
        let pagePlans = pages.selected.enumerated().map { index, page in
            let rows = pages.ranges[page - 1]
            let window = windows[index]
            let drawnRows = Self.drawnRows(ofPage: page, in: pages.ranges, rowCount: n)
            let decimated = decimator.flatMap { decimator in
                decimator.isWorthwhile(rowCount: chart.sourceRows(drawnRows).count)
                    ? decimator.rows(drawnRows, xs: chart.x.positions, series: values, window: window) : nil
            }
            return LinePagePlan(
                page: page, output: pages.outputs[index], rows: rows, drawnRows: drawnRows, decimatedRows: decimated,
                x: frame.xAxes[index], y: frame.valueAxes[index], vlines: vlines.filter { window.contains($0) },
                highlight: highlightRow.flatMap { rows.contains($0) ? highlight(row: $0, chart: chart, window: window) : nil },
                y2: frame.y2Axes?[index])
        }
        if let highlightRow, !pagePlans.contains(where: { $0.highlight != nil }) {
            warnings.append(AxisChartLayouter.unrenderedHighlight(options.highlight ?? "", row: highlightRow, pages: pages))
        }
        return LinePlan(chart: chart, options: options, layout: frame.layout, pages: pagePlans, warnings: warnings)
    }

    /// `--x-log` needs numbers above 0 on x (the builder names a bad cell; this catches models
    /// given whole).
    private func checkLogX(_ chart: LineChart) throws {
        guard options.axes.xLog else { return }
        guard chart.x.kind == .number else {
            throw ChartError.usage("--x-log needs a numeric x; this x axis holds \(chart.x.kind == .time ? "times" : "categories")")
        }
        try PointContent.checkLogX(chart.x.positions, column: chart.x.title)
    }

    /// `window` kept above 0 for a log x axis: a lone x gets a factor of 2 either side.
    static func logWindow(_ window: ClosedRange<Double>) -> ClosedRange<Double> {
        let low = window.lowerBound > 0 ? window.lowerBound : window.upperBound / 10
        return low < window.upperBound ? low...window.upperBound : (low / 2)...(window.upperBound * 2)
    }

    /// The rows page `page` (1-based) sends: its own and the nearest row beyond each edge, so
    /// lines run to the border (also what a streamed chart decimates from its spill).
    static func drawnRows(ofPage page: Int, in ranges: [Range<Int>], rowCount: Int) -> Range<Int> {
        let rows = ranges[page - 1]
        let end = page < ranges.count ? ranges[page].lowerBound + 1 : rows.upperBound
        return max(0, rows.lowerBound - 1)..<min(rowCount, end)
    }

    /// What the shared frame needs to know about this chart: a text x is a category axis.
    private func content(_ chart: LineChart, pages: AxisPages, windows: [ClosedRange<Double>]) -> AxisChartContent {
        let metrics = TextMetrics(fontSize: options.figure.fontSize)
        let categories =
            chart.x.kind == .category
            ? CategoryContent(
                .perPage(SlotTitles(chart.x.categories), labelEvery: options.axes.xLabelEvery, metrics: metrics), pages: pages, windows: windows)
            : nil
        // Whole-number data gets whole-number ticks.
        // A reduced chart knows these of every input row, not just the rows it holds.
        let integerValues =
            (chart.reduction?.integerValues
                ?? chart.series.allSatisfy { $0.values.allSatisfy { !$0.isFinite || $0 == $0.rounded() } })
            && options.axes.hlines.allSatisfy { $0 == $0.rounded() }
        let integerX = chart.x.kind == .number && (chart.reduction?.integerX ?? chart.x.positions.allSatisfy { $0 == $0.rounded() })
        let granularity = chart.x.kind == .time ? chart.reduction?.timeGranularity ?? XAxisLayout.granularity(of: chart.x.positions) : 0
        let xLayout = XAxisLayout(
            kind: chart.x.kind, format: options.axes.xFormat, labelEvery: options.axes.xLabelEvery, categories: [], metrics: metrics,
            minimumTimeStep: granularity, log: options.axes.xLog)
        let left = chart.series.filter { !$0.onY2 }
        let reachesZero = options.filled && !options.axes.yLog
        let right = chart.series.filter(\.onY2)
        var content = AxisChartContent(
            rowCount: chart.count, names: chart.series.map(Self.legendName), legendSampleLength: 3, legendRequest: options.axes.legend,
            xTitle: chart.x.title, yTitle: chart.valueTitle ?? (left.count == 1 && chart.namesFromHeader ? left[0].name : nil),
            pageOverlap: 1, integerValues: integerValues,
            valueSpan: { rows in Self.span(of: left, rows: rows).map { reachesZero ? min($0.lowerBound, 0)...max($0.upperBound, 0) : $0 } },
            nonPositiveCount: { left.reduce(0) { count, series in count + series.values.count { $0 <= 0 } } },
            emptyMessage: "nothing to plot: every value of the plotted series is empty",
            xLabels: categories?.labelFit ?? { _ in AxisLabelFit(extent: metrics.lineHeight) },
            xAxes: categories?.axes ?? { length in windows.map { xLayout.axis(window: $0, pixels: length, integers: integerX) } })
        if !right.isEmpty {
            content.y2Span = { rows in Self.span(of: right, rows: rows) }
            content.y2IntegerValues =
                chart.reduction?.integerValues ?? right.allSatisfy { $0.values.allSatisfy { !$0.isFinite || $0 == $0.rounded() } }
            content.y2Title = right.count == 1 && chart.namesFromHeader ? right[0].name : nil
            content.y2NonPositiveCount = { right.reduce(0) { count, series in count + series.values.count { $0 <= 0 } } }
        }
        return content
    }

    /// A series' legend entry: its name, with " (right)" when it is drawn against the right
    /// axis (`--y2`), so the legend says which scale to read it on.
    static func legendName(_ series: LineSeries) -> String {
        series.onY2 ? series.name + " (right)" : series.name
    }

    /// The span of the finite values of `series` in `rows`; nil when all are gaps.
    private static func span(of series: [LineSeries], rows: Range<Int>) -> ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for series in series {
            let values = series.values
            for row in rows {
                let value = values[row]
                if value < low { low = value }
                if value > high { high = value }
            }
        }
        return low <= high ? low...high : nil
    }

    /// Warnings about the x column that do not stop the chart.
    private func xWarnings(_ chart: LineChart) -> [String] {
        var warnings: [String] = []
        if chart.x.kind == .category, let example = Self.dateLike(chart.x.categories) {
            warnings.append(Self.unreadDatesWarning(example: example, column: chart.x.title, cells: chart.x.categories))
        }
        if chart.x.kind == .category && options.axes.xFormat != .auto {
            warnings.append("--x-format does not apply to text x values\(chart.x.title.map { " (column \"\($0)\")" } ?? ""); ignored")
        }
        return warnings
    }

    /// M4 for plain lines on a plot `plotWidth` pixels wide (its columns even in log10(x) on a
    /// log x axis); nil when markers show every point or `--no-decimate` asked for all of them.
    func decimator(plotWidth: Int) -> M4Decimator? {
        guard !options.points && options.decimate else { return nil }
        return M4Decimator(
            columns: (plotWidth + 1) * options.figure.pixelScale, bucketsPerColumn: options.figure.format.bucketsPerColumn,
            logX: options.axes.xLog)
    }

    /// The warning for a column of dates drawn as categories: names the column, why (day and
    /// month cannot be told apart, or an unknown form), and the `--x-date-format` that fixes it.
    /// `role` names the column's part (`x column`, `category column`), `outcome` what is drawn.
    static func unreadDatesWarning(
        example: String, column: String?, cells: [String], role: String = "x column",
        outcome: String = "drawn as text categories in input order"
    ) -> String {
        let name = column.map { "\(role) \(QuotedText.quoted($0))" } ?? "the \(role)"
        let date = example.trimmingSpaces().split(separator: " ").first.map(String.init) ?? example
        let separator = date.first { "/.-".contains($0) }.map(String.init) ?? "/"
        let groups = date.split(separator: Character(separator))
        let why: String
        let forms: [String]
        if groups.first?.count == 4 {
            why = "are not in a form chart reads"
            forms = ["%Y\(separator)%m\(separator)%d"]
        } else if let shape = NumericDateShape(example) {
            let ambiguous = shape.candidates.allSatisfy { form in
                cells.prefix(1000).allSatisfy { $0.trimmingSpaces().isEmpty || form.seconds(Substring($0)) != nil }
            }
            why = ambiguous ? "could be day/month or month/day (no day above 12 tells)" : "are not in a form chart reads"
            forms = ["%d\(separator)%m\(separator)%Y", "%m\(separator)%d\(separator)%Y"]
        } else {
            why = "are not in a form chart reads"
            forms = ["%d\(separator)%m\(separator)%y", "%m\(separator)%d\(separator)%y"]
        }
        let suggestion = forms.map { "--x-date-format '\($0)'" }.joined(separator: " or ")
        return "\(name): dates such as \(QuotedText.quoted(example)) \(why); \(outcome); say the form with \(suggestion)"
    }

    /// The first of `names` when most of them look like numeric dates (`01/02/2012`,
    /// `31.01.2012`: three groups of digits, one of them four long), else nil.
    static func dateLike(_ names: [String]) -> String? {
        func looksLikeDate(_ text: String) -> Bool {
            let groups = text.split(whereSeparator: { $0 == "/" || $0 == "." || $0 == "-" })
            return groups.count == 3 && groups.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
                && groups.contains { $0.count == 4 }
        }
        let sample = names.prefix(1000)
        let matches = sample.filter(looksLikeDate)
        return matches.count * 2 > sample.count ? matches.first : nil
    }

    /// A page's x window: from its first x to the next page's first x, so consecutive pages
    /// tile the axis and the segment joining two pages is drawn (on the earlier one). The
    /// last page ends at its own last x, but is never narrower than the page before it. A
    /// window of zero width (a single page of one x) is widened around its value.
    /// Categories are slots, not measurements: their window pads half a slot on each side so
    /// the first and last labels sit inside the frame; the segment to a neighbouring page is
    /// then drawn half on each page.
    func window(ofPage index: Int, in pages: [Range<Int>], chart: LineChart) -> ClosedRange<Double> {
        let xs = chart.x.positions
        if chart.x.kind == .category {
            return (xs[pages[index].lowerBound] - 0.5)...(xs[pages[index].upperBound - 1] + 0.5)
        }
        let start = xs[pages[index].lowerBound]
        var end = index + 1 < pages.count ? xs[pages[index + 1].lowerBound] : xs[pages[index].upperBound - 1]
        if index > 0 && index + 1 == pages.count {
            // The last page is as wide as the one before it, so a short last page keeps the
            // scale of the sequence instead of zooming into its few points; a page of one row is
            // centred on it (at the left edge, the last day of a paged year was drawn in a frame
            // labelled Jan–Oct of the next year, with nothing visible in it).
            let previous = xs[pages[index].lowerBound] - xs[pages[index - 1].lowerBound]
            if pages[index].count == 1 && previous > 0 {
                return (start - previous / 2)...(start + previous / 2)
            }
            end = max(end, start + previous)
        }
        if end > start { return start...end }
        // Half a unit (half a day for time) around a lone x. Where that is lost in the spacing
        // of doubles (any x repeated at 1e16 gave an empty window: gnuplot's "empty x range",
        // exit 70), a tenth of the value's power of ten instead: 1e16 → 9e15…1.1e16, whose
        // ticks read 9.0e+15 … rather than seventeen digits each.
        var pad = chart.x.kind == .time ? 43_200.0 : 0.5
        if pad < 64 * start.ulp {
            pad = pow(10, (log10(Swift.abs(start))).rounded(.down) - 1)
        }
        return (start - pad)...(end + pad)
    }

    /// The row `--highlight` marks: a category by name; a number or time within the x range
    /// snaps to the nearest row (the scrubber's behaviour). Anything else is a usage error.
    private func resolveHighlight(_ text: String, chart: LineChart) throws -> Int {
        let xs = chart.x.positions
        if chart.x.kind == .category {
            let trimmed = text.trimmingSpaces()
            if let index = chart.x.categories.firstIndex(of: trimmed) { return index }
            throw ChartError.usage("--highlight \"\(text)\" names no x category")
        }
        let value = try position(of: text, chart: chart, flag: "--highlight")
        guard let low = xs.min(), let high = xs.max(), value >= low, value <= high else {
            let format: AxisFormat = chart.x.kind == .time ? .date("%Y-%m-%dT%H:%M:%SZ") : .auto
            let ends = [xs.min() ?? 0, xs.max() ?? 0].map {
                LabelFormatter(format: format).label(for: $0, decimals: min(6, DecimalNumber($0)?.neededDecimals ?? 0))
            }
            throw ChartError.usage("--highlight \"\(text)\" is outside the x axis (\(ends[0]) to \(ends[1]))")
        }
        var best = 0
        for row in xs.indices where abs(xs[row] - value) < abs(xs[best] - value) { best = row }
        return best
    }

    private func highlight(row: Int, chart: LineChart, window: ClosedRange<Double>) -> HighlightPlan {
        let x = chart.x.positions[row]
        let title: String
        switch chart.x.kind {
        case .category: title = chart.x.categories[row]
        case .time:
            title = LabelFormatter(format: options.axes.xFormat == .auto ? .date(Self.highlightDateForm(chart)) : options.axes.xFormat).label(
                for: x, decimals: 0)
        case .number: title = LabelFormatter(format: options.axes.xFormat).label(for: x, decimals: min(6, DecimalNumber(x)?.neededDecimals ?? 0))
        }
        let entries = chart.series.enumerated().map { index, series in
            HighlightPlan.entry(
                name: series.name, values: [series.values[row]], color: options.figure.theme.seriesColor(index),
                format: series.onY2 ? options.axes.y2?.format ?? options.axes.yFormat : options.axes.yFormat)
        }
        return HighlightPlan(x: x, title: title, entries: entries, labelsLeft: HighlightPlan.prefersLeft(x: x, window: window))
    }

    /// The form of a highlighted time, as fine as the data: `%Y` when every row is a New Year
    /// (yearly data), `%Y-%m-%d` when every row is a midnight (a date-only axis printed a
    /// meaningless "00:00"), else the minute, or the second when rows carry seconds.
    static func highlightDateForm(_ chart: LineChart) -> String {
        let granularity = chart.reduction?.timeGranularity ?? XAxisLayout.granularity(of: chart.x.positions)
        switch granularity {
        case 86_400:
            let yearly =
                chart.reduction?.yearly
                ?? chart.x.positions.allSatisfy { $0.isFinite && abs($0) < 1e15 && CivilTime(epochSeconds: Int64($0)).dayOfYear == 1 }
            return yearly ? "%Y" : "%Y-%m-%d"
        case 60, 3_600: return "%Y-%m-%d %H:%M"
        default: return "%Y-%m-%d %H:%M:%S"
        }
    }

    /// A `--vline` value as an x position on this chart's axis.
    private func resolveVline(_ text: String, chart: LineChart) throws -> Double {
        try position(of: text, chart: chart, flag: "--vline")
    }

    /// A flag's x value (`--vline`, `--highlight`) as a position on this chart's axis; an error
    /// names `flag`, since the user typed that one.
    func position(of text: String, chart: LineChart, flag: String) throws -> Double {
        let trimmed = Substring(text.trimmingSpaces())
        switch chart.x.kind {
        case .number:
            if let value = ValueParser.number(trimmed) { return value }
            throw ChartError.usage("\(flag) \"\(text)\" is not a number, but x is numeric")
        case .time:
            // The x column's own form first (`--x-date-format`, years), then ISO and epoch seconds.
            if let value = chart.x.reading.seconds(trimmed) ?? ValueParser.time(trimmed) ?? ValueParser.number(trimmed) { return value }
            throw ChartError.usage("\(flag) \"\(text)\" is not an ISO-8601 date or time (or epoch seconds), but x is a time axis")
        case .category:
            if let index = chart.x.categories.firstIndex(of: String(trimmed)) { return Double(index) }
            throw ChartError.usage("\(flag) \"\(text)\" names no x category")
        }
    }
}

extension LineChart: AxisChartTexts {
    package var categoryTexts: [String] {
        get { x.categories }
        set { x.categories = newValue }
    }
    package var xTitleText: String? {
        get { x.title }
        set { x.title = newValue }
    }
    package var valueTitleText: String? {
        get { valueTitle }
        set { valueTitle = newValue }
    }
    package var seriesNames: [String] {
        get { series.map(\.name) }
        set { for index in series.indices { series[index].name = newValue[index] } }
    }
    package static let textPlaces = (category: "category name", xTitle: "the x column's name", series: "series name")
}
