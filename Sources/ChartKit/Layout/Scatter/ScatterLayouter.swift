#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Decides a scatter chart's marks on the shared axis frame: both axes numeric (x may be time),
/// each padded by a marker's radius so no marker at an extreme is clipped, and one colour and
/// one marker shape per series.
///
/// The model is a `LineChart` (x and series of equal length, NaN for an empty cell): a scatter
/// draws the same table without joining the points. Pages, titles, legend and margins are
/// `AxisChartLayouter`'s; a scatter chart has one page.
package struct ScatterLayouter: Sendable {
    package var options: ScatterOptions

    package init(options: ScatterOptions) {
        self.options = options
    }

    /// The smallest marker size drawn: about 5 px across, still a dot at a glance.
    static let minimumMarkerSize = 0.6

    /// Marker shapes in series order (gnuplot point types: filled circle, square, triangle,
    /// diamond, down triangle, pentagon), so series are told apart without colour too.
    static let shapes = [7, 5, 9, 13, 11, 15]

    /// The plan for `chart`: its texts made drawable by the frame, then laid out. Reference
    /// lines across x and the highlight are refused, not ignored.
    package func plan(for chart: LineChart) throws -> ScatterPlan {
        try options.frame.refuse([.vlines, .highlight], in: .scatter)
        guard options.paging.pagination == .single, options.axes.yScale != .page else {
            throw ChartError.usage("pages do not apply to scatter charts: every point is on one plot (so no --y-range page)")
        }
        return try AxisChartLayouter.plan(chart, options: options) { try ScatterLayouter(options: $1).layout($0) }
    }

    func layout(_ chart: LineChart) throws -> ScatterPlan {
        guard chart.count > 0, !chart.series.isEmpty else {
            throw ChartError.badData(location: nil, column: nil, message: "no data rows to plot")
        }
        try checkX(chart)
        let pages = try AxisPages(rowCount: chart.count, paging: options.paging, format: options.figure.format)
        var warnings: [String] = []
        let theme = options.figure.theme
        let size = max(options.markerSize, Self.minimumMarkerSize)
        let fits = chart.series.map { series in
            options.fit.flatMap { _ in LinearFit.fit(xs: chart.x.positions, ys: series.values, rows: Self.drawnRows(series)) }
        }
        var marks = ScatterPlanMarks(
            seriesColors: chart.series.indices.map { theme.seriesColor($0) },
            pointTypes: chart.series.indices.map { Self.shapes[$0 % Self.shapes.count] },
            markerSize: size, skippedEmpty: Self.emptyCount(chart), fits: fits)
        if options.fit != nil, let unfitted = chart.series.indices.first(where: { fits[$0] == nil }) {
            warnings.append("series \(QuotedText.quoted(chart.series[unfitted].name)) has no line fitted: it needs two points at different x")
        }
        if chart.series.count > theme.palette.count * Self.shapes.count {
            warnings.append(
                "\(chart.series.count) series but \(theme.palette.count * Self.shapes.count) colour and shape pairs: some series look alike")
        }
        let radius = Self.radius(size: size)
        let layouter = AxisChartLayouter(figure: options.figure, axes: options.axes)
        let titles = marks.fitTitles(chart)
        var frame = try layouter.layout(content(chart, radius: radius, fitTitles: titles), pages: pages, warnings: &warnings)
        let points = chart.series.map { series in Self.drawnRows(series).count }
        marks.densityThreshold = (frame.layout.frame.plotWidth + 1) * (frame.layout.frame.plotHeight + 1) / 4
        var density: DensityGrid?
        if try drawsDensity(points: points.reduce(0, +), threshold: marks.densityThreshold, warnings: &warnings) {
            var unused: [String] = []
            var content = content(chart, radius: radius, fitTitles: titles)
            content.sideReserve = Self.colorBarWidth
            content.names = titles  // the image counts every series together: only fits are listed
            frame = try layouter.layout(content, pages: pages, warnings: &unused)
            density = DensityGrid(chart, x: frame.xAxes[0], y: frame.valueAxes[0], frame: frame.layout.frame)
        }
        let page = ScatterPagePlan(
            page: 1, output: pages.outputs[0], rows: 0..<chart.count, x: frame.xAxes[0], y: frame.valueAxes[0],
            marks: ScatterPageMarks(points: points, density: density))
        return ScatterPlan(chart: chart, options: options, layout: frame.layout, marks: marks, pages: [page], warnings: warnings)
    }

    /// Pixels beside the plot for the density colour bar and its count labels.
    static let colorBarWidth = 70.0

    /// Whether to draw the density image: asked for, or more points than `threshold` (a quarter
    /// of the plot's pixels). Log axes keep markers (the bins are linear in pixels; gnuplot's
    /// image has no log axes): a warning says so, or `--density` is refused.
    private func drawsDensity(points: Int, threshold: Int, warnings: inout [String]) throws -> Bool {
        let wanted = options.density == .on || (options.density == .auto && points > threshold)
        guard wanted else { return false }
        guard !options.axes.xLog && !options.axes.yLog else {
            if options.density == .on { throw ChartError.usage("--density is not drawn on log axes (--x-log, --y-log) yet") }
            warnings.append(
                "\(points) points are more than \(threshold) (a quarter of the plot's pixels), but log axes draw markers, not a density image")
            return false
        }
        return true
    }

    /// A marker's radius in pixels for gnuplot point size `size`, plus a pixel of antialiasing.
    static func radius(size: Double) -> Double { (6 * size + 1) / 2 + 1 }

    /// x must be numbers or times (and above 0 for `--x-log`); the builder names a bad cell, this
    /// catches text columns and models given whole.
    private func checkX(_ chart: LineChart) throws {
        if chart.x.kind == .category {
            let name = chart.x.title.map { " \(QuotedText.quoted($0))" } ?? ""
            let example = chart.x.categories.first { !$0.isEmpty }.map { " (such as \(QuotedText.quoted($0)))" } ?? ""
            throw ChartError.badData(
                location: nil, column: nil,
                message: "the x column\(name) holds text\(example); a scatter chart needs numbers or times on x (name another with --x)")
        }
        guard options.axes.xLog else { return }
        guard chart.x.kind == .number else { throw ChartError.usage("--x-log needs a numeric x; this x axis holds times") }
        if let first = chart.x.positions.first(where: { $0 <= 0 }) {
            throw ChartError.badData(
                location: nil, column: chart.x.title,
                message: "x \(GnuplotNumber.literal(first)) is not above 0, which a log x axis (--x-log) needs")
        }
    }

    /// The rows of `series` that are drawn: a value, and a cell in the input (long data split by
    /// `--series` leaves rows of other series absent).
    static func drawnRows(_ series: LineSeries) -> [Int] {
        series.values.indices.filter { row in series.values[row].isFinite && !(series.absent?[row] ?? false) }
    }

    /// Empty cells of the series (skipped, counted in `--plan`); absent rows of long data are not cells.
    static func emptyCount(_ chart: LineChart) -> Int {
        chart.series.reduce(0) { count, series in
            count + series.values.indices.count { row in !series.values[row].isFinite && !(series.absent?[row] ?? false) }
        }
    }

    /// What the shared frame needs to know about this chart.
    private func content(_ chart: LineChart, radius: Double, fitTitles: [String]) -> AxisChartContent {
        let metrics = TextMetrics(fontSize: options.figure.fontSize)
        let integerValues =
            chart.series.allSatisfy { $0.values.allSatisfy { !$0.isFinite || $0 == $0.rounded() } }
            && options.axes.hlines.allSatisfy { $0 == $0.rounded() }
        let integerX = chart.x.kind == .number && chart.x.positions.allSatisfy { $0 == $0.rounded() }
        let axes = options.axes
        return AxisChartContent(
            rowCount: chart.count, names: chart.series.map(\.name) + fitTitles, legendSampleLength: fitTitles.isEmpty ? 1 : 2,
            legendRequest: axes.legend,
            xTitle: chart.x.title, yTitle: chart.series.count == 1 && chart.namesFromHeader ? chart.series[0].name : nil,
            integerValues: integerValues,
            valueSpan: { rows in Self.span(of: chart.series, rows: rows) },
            nonPositiveCount: { chart.series.reduce(0) { count, series in count + series.values.count { $0 <= 0 } } },
            emptyMessage: "nothing to plot: every value of the plotted series is empty",
            valueAxis: { rows, pixels, _ in
                var span = Self.span(of: chart.series, rows: rows)
                for line in axes.hlines { span = span.map { min($0.lowerBound, line)...max($0.upperBound, line) } ?? line...line }
                guard let span else {
                    throw ChartError.badData(location: nil, column: nil, message: "nothing to plot: every value of the plotted series is empty")
                }
                let padded = Self.padded(span, pixels: pixels, radius: radius, log: axes.yLog)
                let layout = ValueAxisLayout(format: axes.yFormat, fixedMin: axes.yMin, fixedMax: axes.yMax, log: axes.yLog)
                return try layout.axis(for: padded, pixels: pixels, integers: integerValues)
            },
            xLabels: { _ in AxisLabelFit(extent: metrics.lineHeight) },
            xAxes: { length in [xAxis(chart, pixels: length, radius: radius, integers: integerX, metrics: metrics)] })
    }

    /// The x axis `pixels` long: numbers on nice ends (the value axis's rule) padded by a
    /// marker's radius, ticked as line charts tick x; times on calendar ticks over the padded span.
    private func xAxis(_ chart: LineChart, pixels: Int, radius: Double, integers: Bool, metrics: TextMetrics) -> AxisPlan {
        let xs = chart.x.positions
        let low = xs.min() ?? 0
        let high = xs.max() ?? 1
        let log = options.axes.xLog
        var window = Self.padded(low...high, pixels: pixels, radius: radius, log: log)
        let layout = XAxisLayout(
            kind: chart.x.kind, format: options.axes.xFormat, labelEvery: options.axes.xLabelEvery, categories: [], metrics: metrics,
            minimumTimeStep: chart.x.kind == .time ? XAxisLayout.granularity(of: xs) : 0, log: log)
        if window.lowerBound == window.upperBound {
            let pad = chart.x.kind == .time ? 43_200.0 : max(0.5, abs(low) / 10)
            window = log ? (low / 2)...(high * 2) : (low - pad)...(high + pad)
        }
        if chart.x.kind == .number,
            let nice = try? ValueAxisLayout(format: options.axes.xFormat, fixedMin: nil, fixedMax: nil, log: log)
                .axis(for: window, pixels: pixels, integers: integers)
        {
            window = nice.min...nice.max
        }
        return layout.axis(window: window, pixels: pixels, integers: integers)
    }

    /// `span` widened so a marker of `radius` pixels centred on either end stays inside an axis
    /// `pixels` long (in log units on a log axis).
    static func padded(_ span: ClosedRange<Double>, pixels: Int, radius: Double, log: Bool) -> ClosedRange<Double> {
        let share = radius / max(1, Double(pixels) - 2 * radius)
        if log {
            guard span.lowerBound > 0, span.upperBound > span.lowerBound else { return span }
            let factor = pow(span.upperBound / span.lowerBound, share)
            return (span.lowerBound / factor)...(span.upperBound * factor)
        }
        let pad = (span.upperBound - span.lowerBound) * share
        return (span.lowerBound - pad)...(span.upperBound + pad)
    }

    /// The span of the finite values of `series` in `rows`; nil when all are empty.
    private static func span(of series: [LineSeries], rows: Range<Int>) -> ClosedRange<Double>? {
        var low = Double.infinity
        var high = -Double.infinity
        for series in series {
            for row in rows {
                let value = series.values[row]
                if value < low { low = value }
                if value > high { high = value }
            }
        }
        return low <= high ? low...high : nil
    }
}
