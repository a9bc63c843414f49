#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One plot's marks on a crowded PNG page, drawn per pixel column of the plot area: where a
/// column's markers stack into an unbroken run of pixel rows, one filled box covers the run and
/// only the markers at its two ends are drawn; overlapping `--connect` bars in a column become
/// one box; the rest is one marker per pixel row and column.
///
/// Why: `DiscreteThinner` keeps one marker per device cell, which on a million uniform slots is
/// still ~230,000 markers that pngcairo draws one by one (2.4 s). pngcairo puts every marker and
/// bar on a whole pixel (its coordinate rounded; measured), so all the slots of one pixel column
/// are drawn at the same x, and stacked filled markers whose centres are less than a marker
/// apart cover a solid strip as wide as the marker: a box of that width on that pixel draws the
/// same pixels. What is left to draw grows with the plot area, not with the slots. The plot
/// area's geometry is known in advance (fixed margins). Tested against `--no-decimate` on real
/// gnuplot (`DiscreteThinningTests`): under 0.5% of pixels off by more than 64 levels.
package struct DiscreteColumns: Sendable, Equatable {
    /// A filled rectangle in data coordinates.
    package struct Box: Sendable, Equatable {
        package var xLow: Double
        package var xHigh: Double
        package var yLow: Double
        package var yHigh: Double
    }

    /// Markers drawn one by one, as (x, value).
    package var markers: [SIMD2<Double>] = []
    /// Runs of stacked markers and overlapping bars, drawn filled in the plot's colour.
    package var boxes: [Box] = []

    /// Point types whose markers are filled shapes, so a stack of them is solid: circle,
    /// square, triangles, diamond and pentagon. Open shapes keep `DiscreteThinner`.
    static let filledPointTypes: Set<Int> = [5, 7, 9, 11, 13, 15]

    /// Whether marks drawn as `pointType` can be drawn per column (filled markers on PNG).
    static func applies(format: OutputFormat, pointType: Int) -> Bool {
        format == .png && filledPointTypes.contains(pointType)
    }

    /// The device geometry the columns are cut on: gnuplot's own plot area in device pixels.
    struct Geometry {
        /// Left and right edge of the plot area in device pixels, as pngcairo places them
        /// (`set lmargin at screen f`: f·(W−1)), and its height in device pixels.
        var left: Double
        var right: Double
        var height: Int
        /// Half a marker's width in device pixels: pngcairo draws a filled marker of point size
        /// `ps` 6·ps + 1 pixels across (measured for every filled point type; the 1 is its
        /// outline), all times the terminal's `pointscale`/`linewidth`.
        var markerHalfWidth: Double
        /// A `--connect` bar's width in device pixels (pngcairo: `lw` pixels, butt ends).
        var barWidth: Double
        var connect: Bool

        init(frame: PlotFrame, scale: Int, markerSize: Double, barWidth: Double, connect: Bool) {
            let deviceWidth = Double(frame.width * scale - 1)
            left = FrameCommands.edgeFraction(frame.screenX(Double(frame.left))) * deviceWidth
            right = FrameCommands.edgeFraction(frame.screenX(Double(frame.right))) * deviceWidth
            height = frame.plotHeight * scale
            markerHalfWidth = (3 * markerSize + 0.5) * Double(scale)
            self.barWidth = barWidth * Double(scale)
            self.connect = connect
        }

        /// Whether device column `pixel` is within a marker of either side of the plot area,
        /// where gnuplot clips a box but not a marker.
        func isEdge(_ pixel: Int) -> Bool {
            Double(pixel) - markerHalfWidth < left || Double(pixel) + markerHalfWidth > right
        }
    }

    /// The marks of `plot` on `slots`, its points at slot + `offset`, on a page with x axis `x`
    /// and value axis `y` (ascending).
    init(_ plot: DiscretePlot, slots: Range<Int>, offset: Double, x: AxisPlan, y: AxisPlan, geometry: Geometry) {
        let position: (Double) -> Double = y.log ? { $0 > 0 ? log10($0) : -.infinity } : { $0 }
        let (yMin, yMax) = (position(y.min), position(y.max))
        let xScale = (geometry.right - geometry.left) / (x.max - x.min)
        let yScale = Double(geometry.height) / (yMax - yMin)
        guard xScale.isFinite, yScale.isFinite, xScale > 0, yScale > 0 else { return }
        var column = ColumnMarks(rows: geometry.height + 1, markerHalfWidth: geometry.markerHalfWidth)
        var current = Int.min
        let flush = { (column: inout ColumnMarks, marks: inout DiscreteColumns) in
            guard current != Int.min else { return }
            // The data x that gnuplot draws on pixel `current`.
            let centre = x.min + (Double(current) - geometry.left) / xScale
            column.flush(into: &marks, centre: centre, xPerPixel: 1 / xScale, geometry: geometry, edge: geometry.isEdge(current))
        }
        for (slot, point) in zip(slots, plot.points[slots]) {
            guard let point else { continue }
            let xValue = Double(slot) + offset
            // Positions here are never negative, so `Int(_:)` floors them (`rounded` calls libm).
            let pixel = Int(geometry.left + (xValue - x.min) * xScale + 0.5)
            if pixel != current {
                flush(&column, &self)
                current = pixel
            }
            let (low, high) = (position(point.low), position(point.high))
            // gnuplot draws no marker whose centre is off the axes (or at or below 0 on a log axis).
            if low >= yMin && low <= yMax { column.mark(row: Int((low - yMin) * yScale), x: xValue, value: point.low) }
            if point.high != point.low, high >= yMin && high <= yMax {
                column.mark(row: Int((high - yMin) * yScale), x: xValue, value: point.high)
            }
            if geometry.connect, point.high != point.low, low.isFinite, high >= yMin, low <= yMax {
                let from = low < yMin ? 0 : Int((low - yMin) * yScale)
                let to = high > yMax ? geometry.height : Int((high - yMin) * yScale)
                column.bar(rows: from...to, low: point.low, high: point.high)
            }
        }
        flush(&column, &self)
    }
}

/// One pixel column's marks while its slots are read: per row the lowest and highest marker
/// (their values and x), and the `--connect` bars as a count of starts and ends per row, so
/// their union is found in one pass over the rows where it changes.
private struct ColumnMarks {
    private var occupied: [Bool]
    private var lowValue: [Double]
    private var lowX: [Double]
    private var highValue: [Double]
    /// The lowest and highest row holding a marker (rows are scanned, not sorted: a sort per
    /// column took a tenth of the layout of a million slots).
    private var rowSpan = (low: Int.max, high: Int.min)
    /// Rows a run of markers may skip and stay solid: markers whose centres are less than a
    /// marker apart overlap (`Geometry.markerHalfWidth`).
    private let maxStep: Int
    /// Bars: coverage change at each row; per first row the lowest low, per last row the highest high.
    private var barDelta: [Int]
    private var barLow: [Double]
    private var barHigh: [Double]
    private var barSpan = (low: Int.max, high: Int.min)

    /// A run of markers shorter than this many rows is drawn marker by marker.
    private static let shortestRun = 3

    init(rows: Int, markerHalfWidth: Double) {
        occupied = Array(repeating: false, count: rows)
        lowValue = Array(repeating: 0, count: rows)
        lowX = lowValue
        highValue = lowValue
        maxStep = max(1, Int((2 * markerHalfWidth).rounded(.down)) - 1)
        barDelta = Array(repeating: 0, count: rows + 1)
        barLow = Array(repeating: .infinity, count: rows + 1)
        barHigh = Array(repeating: -.infinity, count: rows + 1)
    }

    mutating func mark(row: Int, x: Double, value: Double) {
        let row = min(row, occupied.count - 1)
        if !occupied[row] {
            occupied[row] = true
            rowSpan = (min(rowSpan.low, row), max(rowSpan.high, row))
            (lowValue[row], lowX[row], highValue[row]) = (value, x, value)
        } else if value < lowValue[row] {
            (lowValue[row], lowX[row]) = (value, x)
        } else if value > highValue[row] {
            highValue[row] = value
        }
    }

    mutating func bar(rows: ClosedRange<Int>, low: Double, high: Double) {
        let last = occupied.count - 1
        let (from, to) = (min(rows.lowerBound, last), min(rows.upperBound, last))
        barDelta[from] += 1
        barDelta[to + 1] -= 1
        barLow[from] = min(barLow[from], low)
        barHigh[to] = max(barHigh[to], high)
        barSpan = (min(barSpan.low, from), max(barSpan.high, to + 1))
    }

    /// Writes the column's boxes and markers, all on the data x `centre`, to `marks` and clears
    /// it for the next column. `edge`: the column is within a marker of the plot area's side,
    /// where gnuplot clips a box but not the markers, so a run keeps markers along it too.
    mutating func flush(into marks: inout DiscreteColumns, centre: Double, xPerPixel: Double, geometry: DiscreteColumns.Geometry, edge: Bool) {
        flushBars(into: &marks, centre: centre, halfWidth: geometry.barWidth / 2 * xPerPixel)
        let halfWidth = geometry.markerHalfWidth * xPerPixel
        guard rowSpan.low <= rowSpan.high else { return }
        var row = rowSpan.low
        while row <= rowSpan.high {
            // A run: occupied rows at most `maxStep` apart.
            let first = row
            var last = row
            var next = row + 1
            while next <= rowSpan.high && next - last <= maxStep {
                if occupied[next] { last = next }
                next += 1
            }
            if last - first + 1 >= Self.shortestRun {
                marks.boxes.append(
                    DiscreteColumns.Box(xLow: centre - halfWidth, xHigh: centre + halfWidth, yLow: lowValue[first], yHigh: highValue[last]))
                marks.markers.append(SIMD2(lowX[first], lowValue[first]))
                if edge { stepped(first, last, into: &marks) }
                marks.markers.append(SIMD2(lowX[last], highValue[last]))
            } else {
                for run in first...last where occupied[run] { marks.markers.append(SIMD2(lowX[run], lowValue[run])) }
            }
            for run in first...last { occupied[run] = false }
            row = last + 1
            while row <= rowSpan.high && !occupied[row] { row += 1 }
        }
        rowSpan = (.max, .min)
    }

    /// The markers between a run's ends on a column by the plot area's side, where gnuplot
    /// clips the box but not the markers' overhang: occupied rows at most `maxStep` apart, which
    /// overlap as the run's markers do.
    private func stepped(_ first: Int, _ last: Int, into marks: inout DiscreteColumns) {
        var previous = first
        var candidate = first
        for row in (first + 1)..<last where occupied[row] {
            if row - previous > maxStep {
                marks.markers.append(SIMD2(lowX[candidate], lowValue[candidate]))
                previous = candidate
            }
            candidate = row
        }
        if last - previous > maxStep && candidate != previous { marks.markers.append(SIMD2(lowX[candidate], lowValue[candidate])) }
    }

    /// Writes each run of overlapping bars as one box, from the lowest low to the highest high
    /// of its bars, as wide as a bar (all of a column's bars are drawn on one pixel).
    private mutating func flushBars(into marks: inout DiscreteColumns, centre: Double, halfWidth: Double) {
        guard barSpan.low <= barSpan.high else { return }
        var depth = 0
        var run = (low: Double.infinity, high: -Double.infinity)
        for row in barSpan.low...barSpan.high {
            run.low = min(run.low, barLow[row])
            if row > 0 { run.high = max(run.high, barHigh[row - 1]) }
            let wasCovered = depth > 0
            depth += barDelta[row]
            if wasCovered && depth == 0 {
                marks.boxes.append(DiscreteColumns.Box(xLow: centre - halfWidth, xHigh: centre + halfWidth, yLow: run.low, yHigh: run.high))
                run = (.infinity, -.infinity)
            }
            (barDelta[row], barLow[row]) = (0, .infinity)
            if row > 0 { barHigh[row - 1] = -.infinity }
        }
        barSpan = (.max, .min)
    }
}
