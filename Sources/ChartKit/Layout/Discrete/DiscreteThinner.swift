#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Picks the slots of a crowded discrete page whose marks still show, so a million slots do not
/// mean two million markers for pngcairo to draw one by one (what M4 is for a line; markers are
/// shapes, not a polyline, so they need their own rule). Filled markers on PNG go further
/// (`DiscreteColumns`); this serves open markers, SVG, PDF and text.
///
/// A marker whose centre falls in the same cell of the device grid as a kept marker of its plot
/// is left out: it is drawn within a cell of one already there, over the same few pixels, in the
/// same colour. Cells are half a pixel on PNG, a whole pixel once a page has 64 slots or more per
/// pixel column (the cloud is then solid but at its edges), an eighth on SVG and PDF (which may be
/// zoomed), all times `--scale`. A range bar (`--connect`) is left out when the kept bars of its cell column already
/// cover its span. A slot stays when any of its marks adds something; slots are visited in order,
/// so the choice depends only on the data and the frame. On the dense pages this is for, the
/// picture differs only at the edges of the cloud (tested: under 0.5% of pixels by more than 64
/// levels on pngcairo); an exact rule (leave out only markers covered by others) was measured to
/// keep 70% of a million random points, which saves nothing. A million noisy slots keep 12%:
/// gnuplot draws them in 1.1 s instead of 9.2 s.
struct DiscreteThinner {
    /// Grid cells per pixel of the plot area.
    var cellsPerPixel: Int
    var plotWidth: Int
    var plotHeight: Int
    var connect: Bool

    init(format: OutputFormat, scale: Int, slots: Int, plotWidth: Int, plotHeight: Int, connect: Bool) {
        let crowded = slots >= 64 * (plotWidth + 1)
        cellsPerPixel = (format != .png ? 8 : crowded ? 1 : 2) * scale
        self.plotWidth = plotWidth
        self.plotHeight = plotHeight
        self.connect = connect
    }

    /// Whether a page of `slots` slots is crowded enough to thin: more slots than cells across.
    func isWorthwhile(slots: Int) -> Bool {
        slots > (plotWidth + 1) * cellsPerPixel
    }

    /// The slots of `slots` to draw for one plot whose points sit at slot + `offset`, on a page
    /// with x axis `x` and value axis `y` (ascending).
    func slots(_ slots: Range<Int>, of plot: DiscretePlot, offset: Double, x: AxisPlan, y: AxisPlan) -> [Int] {
        let cells = Double(cellsPerPixel)
        // On a log value axis cells are even in log10 (values at or below 0, left out, sit far below).
        let position: (Double) -> Double = y.log ? { $0 > 0 ? log10($0) : -.infinity } : { $0 }
        let (yMin, yMax) = (position(y.min), position(y.max))
        let xScale = Double(plotWidth) * cells / (x.max - x.min)
        let yScale = Double(plotHeight) * cells / (yMax - yMin)
        let points = plot.points[slots]
        guard xScale.isFinite, yScale.isFinite, xScale > 0, yScale > 0 else { return zip(slots, points).compactMap { $1 == nil ? nil : $0 } }
        var markers = CellSet(columns: plotWidth * cellsPerPixel + 1, rows: plotHeight * cellsPerPixel + 1)
        var bars: [Int: [ClosedRange<Int>]] = [:]
        var kept: [Int] = []
        for (slot, point) in zip(slots, points) {
            guard let point else { continue }
            let column = Self.cell((Double(slot) + offset - x.min) * xScale)
            let low = Self.cell((position(point.low) - yMin) * yScale)
            let high = Self.cell((position(point.high) - yMin) * yScale)
            var adds = markers.insert(column, low)
            if low != high {
                adds = markers.insert(column, high) || adds
                if connect { adds = Self.cover(low...high, in: &bars[column, default: []]) || adds }
            }
            if adds { kept.append(slot) }
        }
        return kept
    }

    /// The cell holding a position given in cells; far-off positions share far-off cells.
    private static func cell(_ position: Double) -> Int {
        Int(max(-1e12, min(1e12, position)).rounded(.down))
    }

    /// Adds `span` to a column's covered spans (kept disjoint); false when they already held it.
    private static func cover(_ span: ClosedRange<Int>, in spans: inout [ClosedRange<Int>]) -> Bool {
        if spans.contains(where: { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound }) { return false }
        var merged = span
        spans.removeAll { other in
            guard other.lowerBound <= merged.upperBound + 1 && merged.lowerBound <= other.upperBound + 1 else { return false }
            merged = min(merged.lowerBound, other.lowerBound)...max(merged.upperBound, other.upperBound)
            return true
        }
        spans.append(merged)
        return true
    }
}

/// The grid cells holding a kept marker: a bit per cell of the plot area, a set for cells off
/// it (a value past a fixed axis end); hashing every marker's cell took a third of `chart
/// discrete` on a million slots.
private struct CellSet {
    private var bits: [UInt64]
    private let columns: Int
    private let rows: Int
    private var outside = Set<SIMD2<Int>>()

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        bits = Array(repeating: 0, count: (self.columns * self.rows + 63) / 64)
    }

    /// Adds cell (`column`, `row`); false when it was already there.
    mutating func insert(_ column: Int, _ row: Int) -> Bool {
        guard column >= 0, column < columns, row >= 0, row < rows else { return outside.insert(SIMD2(column, row)).inserted }
        let index = row * columns + column
        let (word, bit) = (index >> 6, UInt64(1) << UInt64(index & 63))
        guard bits[word] & bit == 0 else { return false }
        bits[word] |= bit
        return true
    }
}
