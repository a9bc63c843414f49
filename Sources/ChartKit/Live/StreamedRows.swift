/// The rows of a streamed line chart that a page sends to gnuplot in full (`--points`,
/// `--no-decimate`), read from the chart's spill block by block whenever the program is written
/// or its data file is, so neither the plan nor the program ever holds them all.
///
/// What gnuplot receives is what a whole read sends: every drawn row (the page's rows and the
/// nearest row beyond each edge), x then each series' value, and, without markers, each series'
/// lone points (a number between two gaps) as markers of their own (`LineEmitter.loneRows`).
package final class StreamedRows: Sendable {
    /// The chart's rows, sorted by x (`LineStream.sortByX` ran before these were taken).
    private let stream: LineStream
    /// The input rows sent, ascending and contiguous.
    package let range: Range<Int>
    /// How many lone points each series has among `range`, counted when the plan was made (a
    /// series with none gets no marker plot, as `LineEmitter` leaves it out for a whole read).
    package let loneCounts: [Int]
    /// How many rows of `range` have a finite value in every series, and in each series, when
    /// counted (an area page's bands: a stack sends the first, overlapping areas each series'
    /// own, and a series of one point is a marker, of none a legend entry).
    package let finiteCounts: (all: Int, each: [Int])?

    /// The rows `range` of `stream`, counting lone points when `countsLonePoints` and finite
    /// values when `countsFinite`.
    init(stream: LineStream, range: Range<Int>, countsLonePoints: Bool, countsFinite: Bool = false) throws {
        self.stream = stream
        self.range = range
        var counts = Array(repeating: 0, count: stream.columns.yColumns.count)
        if countsLonePoints {
            for s in counts.indices { try Self.forEachLone(in: stream, range: range, series: s) { _, _ in counts[s] += 1 } }
        }
        loneCounts = counts
        finiteCounts = countsFinite ? try Self.finiteCounts(in: stream, range: range, series: counts.count) : nil
    }

    /// The rows of `range` with every value finite, and each series' finite values.
    private static func finiteCounts(in stream: LineStream, range: Range<Int>, series: Int) throws -> (all: Int, each: [Int]) {
        var (all, each) = (0, [Int](repeating: 0, count: series))
        try stream.spill.forEachBlock(in: range, rows: 1 << 16) { _, positions, values in
            for row in positions.indices {
                var every = true
                for s in 0..<series {
                    if values[s][row].isFinite { each[s] += 1 } else { every = false }
                }
                if every { all += 1 }
            }
        }
        return (all, each)
    }

    /// How many series each row carries.
    package var seriesCount: Int { loneCounts.count }

    /// Calls `body` with each block of rows: the first row's input index, the x positions and
    /// each series' values.
    package func forEachBlock(_ body: (_ start: Int, _ positions: [Double], _ values: [[Double]]) throws -> Void) throws {
        try stream.spill.forEachBlock(in: range, rows: 1 << 16, body)
    }

    /// Calls `body` with the x and value of every lone point of series `series`, in row order.
    package func forEachLone(series: Int, _ body: (Double, Double) throws -> Void) throws {
        try Self.forEachLone(in: stream, range: range, series: series, body)
    }

    /// `LineEmitter.loneRows` over every row of `range`, a block at a time: a finite value
    /// whose neighbours in `range` (if any) are both gaps.
    private static func forEachLone(in stream: LineStream, range: Range<Int>, series: Int, _ body: (Double, Double) throws -> Void) throws {
        var beforeFinite = false
        var candidate: (x: Double, value: Double)?
        try stream.spill.forEachBlock(in: range, rows: 1 << 16) { _, positions, values in
            for (x, value) in zip(positions, values[series]) {
                let finite = value.isFinite
                if let lone = candidate, !finite { try body(lone.x, lone.value) }
                candidate = finite && !beforeFinite ? (x, value) : nil
                beforeFinite = finite
            }
        }
        if let lone = candidate { try body(lone.x, lone.value) }
    }
}

extension StreamedRows: Equatable {
    /// The same rows of the same stream (two plans of one stream are equal only when they read
    /// the same spill).
    package static func == (lhs: StreamedRows, rhs: StreamedRows) -> Bool {
        lhs === rhs
            || (lhs.stream === rhs.stream && lhs.range == rhs.range && lhs.loneCounts == rhs.loneCounts
                && lhs.finiteCounts?.all == rhs.finiteCounts?.all && lhs.finiteCounts?.each == rhs.finiteCounts?.each)
    }
}
