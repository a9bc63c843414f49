/// A streamed page's rows (`StreamedRows`) in the shape a program or data file holds them,
/// produced a block at a time when written: as text rows of an inline data block, or as the
/// little-endian doubles of a binary file. The values are those a whole read sends (non-finite
/// as NaN in files, `nan` in text), so the program and the picture are a whole read's.
package struct StreamedData: Sendable, Equatable {
    package var rows: StreamedRows
    package var layout: Layout
    /// Where a line is cut into shorter paths (`PathBreaks`): the x-and-values layouts send
    /// each cut row, a gap and the cut row again, as a whole read's block does.
    package var breaks: PathBreaks

    /// Which values, in what order.
    package enum Layout: Sendable, Equatable {
        /// Text rows: x, then every series' value (`sharedXBlock`'s inline block).
        case textRows
        /// Every series' (x, value) pairs, series after series (`sharedXBlock`'s file).
        case pairsBySeries
        /// One series' lone points as text rows `x value`.
        case loneText(series: Int)
        /// One series' lone points as (x, value) pairs.
        case lonePairs(series: Int)
        /// The rows with every value finite: x, then every series' value, as text rows or the
        /// doubles of a binary file of whole rows (`ScriptBuilder.dataBlock`'s).
        case finiteRows(binary: Bool)
        /// One series' rows with a finite value: x and the value, as text rows or doubles.
        case finitePairs(series: Int, binary: Bool)
    }

    package init(rows: StreamedRows, layout: Layout, breaks: PathBreaks = .none) {
        self.rows = rows
        self.layout = layout
        self.breaks = breaks
    }

    /// Writes the data to `sink` in pieces of bounded size (a block of rows each).
    package func write(_ sink: ([UInt8]) throws -> Void) throws {
        switch layout {
        case .textRows:
            let (first, count) = (rows.range.lowerBound, rows.range.count)
            let gapValues = String(repeating: " " + GnuplotNumber.literal(.nan), count: rows.seriesCount) + "\n"
            try rows.forEachBlock { start, positions, values in
                var text = ""
                for row in positions.indices {
                    var line = GnuplotNumber.literal(positions[row])
                    for series in values { line += " " + GnuplotNumber.literal(series[row]) }
                    line += "\n"
                    text += line
                    if breaks.cutsAfter(start - first + row, rows: count) {
                        text += GnuplotNumber.literal(positions[row]) + gapValues + line
                    }
                }
                try sink(Array(text.utf8))
            }
        case .pairsBySeries:
            let (first, count) = (rows.range.lowerBound, rows.range.count)
            for s in 0..<rows.seriesCount {
                try rows.forEachBlock { start, positions, values in
                    var pairs: [Double] = []
                    pairs.reserveCapacity(positions.count * 2)
                    for (row, (x, value)) in zip(positions, values[s]).enumerated() {
                        let pair = (x.isFinite ? x : .nan, value.isFinite ? value : .nan)
                        pairs += [pair.0, pair.1]
                        if breaks.cutsAfter(start - first + row, rows: count) { pairs += [pair.0, .nan, pair.0, pair.1] }
                    }
                    try sink(GnuplotDataFile.bytes(of: pairs))
                }
            }
        case let .loneText(s):
            try rows.forEachLone(series: s) { x, value in
                try sink(Array((GnuplotNumber.literal(x) + " " + GnuplotNumber.literal(value) + "\n").utf8))
            }
        case let .lonePairs(s):
            var pairs: [Double] = []
            try rows.forEachLone(series: s) { x, value in
                pairs += [x.isFinite ? x : .nan, value]
                if pairs.count >= 1 << 16 {
                    try sink(GnuplotDataFile.bytes(of: pairs))
                    pairs.removeAll(keepingCapacity: true)
                }
            }
            try sink(GnuplotDataFile.bytes(of: pairs))
        case let .finiteRows(binary):
            try writeFinite(series: nil, binary: binary, sink)
        case let .finitePairs(s, binary):
            try writeFinite(series: s, binary: binary, sink)
        }
    }

    /// The rows whose value in `series` (nil: in every series) is finite, with x and that value
    /// (every value), a block at a time, as `ScriptBuilder.dataBlock` writes them.
    private func writeFinite(series: Int?, binary: Bool, _ sink: ([UInt8]) throws -> Void) throws {
        try rows.forEachBlock { _, positions, values in
            let columns = series.map { [values[$0]] } ?? values
            var text = ""
            var doubles: [Double] = []
            for row in positions.indices where columns.allSatisfy({ $0[row].isFinite }) {
                if binary {
                    doubles.append(positions[row].isFinite ? positions[row] : .nan)
                    for column in columns { doubles.append(column[row]) }
                } else {
                    text += GnuplotNumber.literal(positions[row])
                    for column in columns { text += " " + GnuplotNumber.literal(column[row]) }
                    text += "\n"
                }
            }
            try sink(binary ? GnuplotDataFile.bytes(of: doubles) : Array(text.utf8))
        }
    }
}
