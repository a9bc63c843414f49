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

/// What the frame needs to know about a chart of marks at table coordinates (x a number or a
/// time, each series' values on y): the axes, the legend names, the empty-data message.
///
/// `chart scatter` lays out its markers on it, and it is where a new kind whose marks sit at
/// (x, y) starts (issue 18): such a kind writes only its marks, not a fourth copy of the axis
/// spans, padding and x ticks. Both axes are padded by `radius` pixels, so a mark of that
/// radius centred on an extreme stays inside the plot.
package struct PointContent: Sendable {
    package var chart: LineChart
    package var frame: AxisFrameOptions
    /// How far a mark reaches from its point, in pixels (0: the axes end at the data's nice ends).
    package var radius: Double
    /// Legend entries after the series' own (a scatter's fitted lines).
    package var extraNames: [String] = []

    package init(_ chart: LineChart, frame: AxisFrameOptions, radius: Double, extraNames: [String] = []) {
        self.chart = chart
        self.frame = frame
        self.radius = radius
        self.extraNames = extraNames
    }

    /// The frame's content for this chart.
    func content() -> AxisChartContent {
        let metrics = TextMetrics(fontSize: frame.figure.fontSize)
        let integerValues =
            (chart.reduction?.integerValues ?? chart.series.allSatisfy { $0.values.allSatisfy { !$0.isFinite || $0 == $0.rounded() } })
            && frame.axes.hlines.allSatisfy { $0 == $0.rounded() }
        let integerX = chart.x.kind == .number && (chart.reduction?.integerX ?? chart.x.positions.allSatisfy { $0 == $0.rounded() })
        let (axes, chart, radius) = (frame.axes, chart, radius)
        return AxisChartContent(
            rowCount: chart.count, names: chart.series.map(\.name) + extraNames, legendSampleLength: extraNames.isEmpty ? 1 : 2,
            legendRequest: axes.legend,
            xTitle: chart.x.title, yTitle: chart.valueTitle ?? (chart.series.count == 1 && chart.namesFromHeader ? chart.series[0].name : nil),
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
            xAxes: { length in [xAxis(pixels: length, integers: integerX, metrics: metrics)] })
    }

    /// x must be numbers or times (and above 0 for `--x-log`): a text column is refused naming an
    /// example cell, as `kind` would otherwise draw categories at made-up positions.
    package func checkX(kind: ChartKind) throws {
        if chart.x.kind == .category {
            let name = chart.x.title.map { " \(QuotedText.quoted($0))" } ?? ""
            let example = chart.x.categories.first { !$0.isEmpty }.map { " (such as \(QuotedText.quoted($0)))" } ?? ""
            throw ChartError.badData(
                location: nil, column: nil,
                message:
                    """
                    the x column\(name) holds text\(example); \(kind.article) \(kind.rawValue) chart needs numbers or times on x (name another with \
                    --x)
                    """
            )
        }
        guard frame.axes.xLog else { return }
        guard chart.x.kind == .number else { throw ChartError.usage("--x-log needs a numeric x; this x axis holds times") }
        try Self.checkLogX(chart.x.positions, column: chart.x.title)
    }

    /// x at or below 0, or below `ValueParser.minimumLogValue`, is refused on a log x axis (the
    /// builders name the cell; this catches models given whole).
    static func checkLogX(_ positions: [Double], column: String?) throws {
        guard let first = positions.first(where: { !($0 >= ValueParser.minimumLogValue) }) else { return }
        let needed = first <= 0 ? "is not above 0" : "is below \(GnuplotNumber.literal(ValueParser.minimumLogValue))"
        throw ChartError.badData(
            location: nil, column: column, message: "x \(GnuplotNumber.literal(first)) \(needed), which a log x axis (--x-log) needs")
    }

    /// The x axis `pixels` long: numbers on nice ends (the value axis's rule) padded by the
    /// radius, ticked as line charts tick x; times on calendar ticks over the padded span.
    private func xAxis(pixels: Int, integers: Bool, metrics: TextMetrics) -> AxisPlan {
        let xs = chart.x.positions
        let low = xs.min() ?? 0
        let high = xs.max() ?? 1
        let log = frame.axes.xLog
        var window = Self.padded(low...high, pixels: pixels, radius: radius, log: log)
        let layout = XAxisLayout(
            kind: chart.x.kind, format: frame.axes.xFormat, labelEvery: frame.axes.xLabelEvery, categories: [], metrics: metrics,
            minimumTimeStep: chart.x.kind == .time ? chart.reduction?.timeGranularity ?? XAxisLayout.granularity(of: xs) : 0, log: log)
        if window.lowerBound == window.upperBound {
            let pad = chart.x.kind == .time ? 43_200.0 : max(0.5, abs(low) / 10)
            window = log ? (low / 2)...(high * 2) : Self.oneSigned(low...high, low: low - pad, high: high + pad)
        }
        if chart.x.kind == .number,
            let nice = try? ValueAxisLayout(format: frame.axes.xFormat, fixedMin: nil, fixedMax: nil, log: log)
                .axis(for: window, pixels: pixels, integers: integers)
        {
            window = nice.min...nice.max
        }
        return layout.axis(window: window, pixels: pixels, integers: integers)
    }

    /// `span` widened so a mark of `radius` pixels centred on either end stays inside an axis
    /// `pixels` long (in log units on a log axis).
    static func padded(_ span: ClosedRange<Double>, pixels: Int, radius: Double, log: Bool) -> ClosedRange<Double> {
        let share = radius / max(1, Double(pixels) - 2 * radius)
        if log {
            guard span.lowerBound > 0, span.upperBound > span.lowerBound else { return span }
            // In logs: the ratio of the ends overflows past 308 decades (1e-160…1e160 padded to
            // 0…inf, and a decade count of -inf trapped). The padded ends stay normal doubles.
            let (low, high) = (log10(span.lowerBound), log10(span.upperBound))
            let pad = (high - low) * share
            return pow(10, min(low, max(low - pad, -307)))...pow(10, max(high, min(high + pad, 307)))
        }
        let pad = (span.upperBound - span.lowerBound) * share
        return Self.oneSigned(span, low: span.lowerBound - pad, high: span.upperBound + pad)
    }

    /// `low…high` kept on the side of 0 where all of `span` lies: room for a marker must not
    /// carry values that are all at or above 0 (latencies of 0.75 ms) onto an axis below 0.
    /// Values that are all 0 are of both signs and keep the room either side.
    static func oneSigned(_ span: ClosedRange<Double>, low: Double, high: Double) -> ClosedRange<Double> {
        if span.lowerBound == 0 && span.upperBound == 0 { return low...high }
        let low = span.lowerBound >= 0 ? max(0, low) : low
        let high = span.upperBound <= 0 ? min(0, high) : high
        return low <= high ? low...high : span
    }

    /// The span of the finite values of `series` in `rows`; nil when all are empty.
    static func span(of series: [LineSeries], rows: Range<Int>) -> ClosedRange<Double>? {
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

    /// The rows of `series` that are drawn: a value, and a cell in the input (long data split by
    /// `--series` leaves rows of other series absent).
    package static func drawnRows(_ series: LineSeries) -> [Int] {
        series.values.indices.filter { row in series.values[row].isFinite && !(series.absent?[row] ?? false) }
    }

    /// The empty cells of `series` (skipped, counted in `--plan`); absent rows of long data are
    /// not cells.
    package static func emptyCount(of series: LineSeries) -> Int {
        series.values.indices.count { row in !series.values[row].isFinite && !(series.absent?[row] ?? false) }
    }
}
