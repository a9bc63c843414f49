/// The bubbles of a streamed scatter chart (`--size-by`): each row's x, values and size in a
/// spill of their own, and what a bubble layout needs from every row, so the chart is laid out
/// from the rows of its extremes and the bubbles read back from the spill when the program is
/// written (`SpilledMarkers`), as a whole read draws them.
///
/// Why a spill of whole rows rather than of sizes alone: a whole read sorts the chart by x
/// (stable), sizes and all, and the bubbles are drawn in that order (translucent, the order
/// shows); sorting rows that carry their size keeps each size with its point. A point without a
/// size is not drawn, as a whole read makes it absent (`ScatterLayouter.bubbles`): counted in
/// `skipped`, its value still spans the axis.
///
/// Long data split by `--series` (`long`) keeps each row's value and key code as its two
/// series, as `ScatterSeriesRows` types them, and each key's counts and size range by its code.
final class ScatterBubbles {
    let name: String
    /// x, each series' value (long data: the value and the key's code), then the size, in input order.
    private(set) var spill: LineSpill
    private let folder: String
    let long: Bool
    /// Points drawn per series (a value and a size), and each series' smallest and largest size.
    private(set) var drawn: [Int]
    private var ranges: [ClosedRange<Double>?]
    /// Points with a value but no size.
    private var skipped = 0
    /// The rows sorted by x, once asked for (`sorted`); whether they came in x order.
    private var sortedSpill: LineSpill?
    private var inOrder = true
    private var lastX = -Double.infinity

    /// The bubbles of `series` series, or of long data's rows (`long`: the series are its keys,
    /// counted as they come).
    init(name: String, series: Int, folder: String, long: Bool = false, panel: ScatterStream.PanelSpills? = nil) {
        self.name = name
        self.folder = folder
        self.long = long
        spill = LineSpill(
            seriesCount: long ? 3 : series + 1, folder: folder, arena: panel?.arena, flushValues: panel?.flushValues ?? 1 << 20)
        drawn = Array(repeating: 0, count: long ? 0 : series)
        ranges = Array(repeating: nil, count: long ? 0 : series)
    }

    /// Rows held.
    var count: Int { spill.count }

    /// Adds a batch's rows (x and values, empty x already left out) and their sizes; `keys`:
    /// long data's keys so far.
    func add(_ rows: LiveRows, sizes: [Double], keys: Int = 0) throws {
        while drawn.count < keys {
            drawn.append(0)
            ranges.append(nil)
        }
        forEachValue(rows.values) { s, row, value in
            let size = sizes[row]
            guard size.isFinite else {
                skipped += 1
                return
            }
            drawn[s] += 1
            ranges[s] = ranges[s].map { min($0.lowerBound, size)...max($0.upperBound, size) } ?? size...size
        }
        for x in rows.positions {
            if x < lastX { inOrder = false }
            lastX = x
        }
        try spill.append(positions: rows.positions, values: rows.values + [sizes])
    }

    /// The scale of every drawn bubble, its clamped ones counted in a pass over the spill.
    func scale() throws -> BubbleScale {
        let drawnRanges = ranges.compactMap { $0 }
        let (low, high) = (drawnRanges.map(\.lowerBound).min() ?? 0, drawnRanges.map(\.upperBound).max() ?? 0)
        var scale = BubbleScale(column: name, min: low, max: high, drawn: drawn.reduce(0, +), skippedEmpty: skipped)
        scale.seriesRanges = ranges
        var clamped = 0
        try spill.forEachBlock(in: 0..<count) { _, _, values in
            let sizes = values[values.count - 1]
            forEachValue(Array(values.dropLast())) { _, row, _ in
                if sizes[row].isFinite && scale.isClamped(sizes[row]) { clamped += 1 }
            }
        }
        scale.clamped = clamped
        return scale
    }

    /// Each drawn point (a value and a size) of each series, as series, x and value: for the
    /// fits' second pass.
    func forEachPoint(_ body: (Int, Double, Double) -> Void) throws {
        try spill.forEachBlock(in: 0..<count) { _, xs, values in
            let sizes = values[values.count - 1]
            forEachValue(Array(values.dropLast())) { s, row, value in
                if sizes[row].isFinite { body(s, xs[row], value) }
            }
        }
    }

    /// Each finite value of a block's series (without the sizes), as its series, row and value:
    /// series by series, or for long data row by row, its series the row's key code.
    private func forEachValue(_ values: [[Double]], _ body: (Int, Int, Double) -> Void) {
        if long {
            for (row, value) in values[0].enumerated() where value.isFinite { body(Int(values[1][row]), row, value) }
            return
        }
        for (s, ys) in values.enumerated() {
            for (row, value) in ys.enumerated() where value.isFinite { body(s, row, value) }
        }
    }

    /// The spill sorted by x as a whole read sorts its chart (stable, `LineSpillSorter`), or as
    /// it is when its rows came in x order.
    func sorted(runRows: Int?) throws -> LineSpill {
        if inOrder { return spill }
        if let sortedSpill { return sortedSpill }
        let sorted = try LineSpillSorter(runRows: runRows ?? LineSpillSorter.defaultRunRows(width: spill.width)).sorted(spill)
        sortedSpill = sorted
        return sorted
    }

    /// Every row's size, in input order (NaN: none), for a chart read back whole.
    func sizes() throws -> BubbleSizes {
        let rows = try spill.rows(0..<count)
        return BubbleSizes(name: name, values: rows.values[rows.values.count - 1])
    }
}
