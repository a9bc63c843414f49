#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The typed rows of a streamed line chart (x, then one value per series, as `Double`), kept in
/// an unnamed temporary file so memory does not grow with the input.
///
/// The file is created in `$TMPDIR` (else `/tmp`) and unlinked at once, like sort(1)'s spill
/// files but without a name: the kernel frees it when chart exits, however it exits, so no
/// signal or crash can leave it behind. When no temporary file can be made (a read-only or full
/// folder) the rows stay in memory instead, which is slower to run out of than to fail on.
///
/// While x goes up (or down) by one fixed step, `x0 + row × step` to the bit (a row number, an
/// index column, a timestamp every minute), the file holds only the values of those rows: the
/// kernel copying the spill's writes was the largest cost of a long read (36% of a 10M-row read
/// to a plan, `perf`), and a row of one series is then 8 bytes instead of 16. The first row that
/// leaves the sequence ends it for good; it and every row after it are written whole, after the
/// rows of values. Reading gives every row with its x either way.
final class LineSpill {
    /// Values per row: x and one per series.
    let width: Int
    /// Where its file is (`LineSpillSorter` makes its runs there too).
    let folder: String
    private(set) var count = 0
    /// The file past memory; nil when none could be made (the rows stay in `memory`).
    private let file: SpillFile?
    private var memory: [Double] = []
    private var pending: [Double] = []
    /// The first rows, whose x is `x(row)`: written as values only (the file's first part).
    private(set) var steppedRows = 0
    /// Whether a row has left the step (or rows came in `append(flat:)`, or in memory): every row
    /// from `steppedRows` on is then written whole.
    private var stepEnded = false
    private var firstX = 0.0
    private var step = 0.0

    init(seriesCount: Int, folder: String) {
        width = seriesCount + 1
        self.folder = folder
        file = SpillFile(folder: folder, contents: "rows")
        stepEnded = file == nil
    }

    /// Row `row`'s x while it is in the step: the expression `steppedPrefix` checks, to the bit.
    @inline(__always) private func steppedX(_ row: Int) -> Double {
        row == 0 ? firstX : firstX + Double(row) * step
    }

    /// How many of `positions`, the rows from `count` on, keep the step (the first row starts
    /// it, the second sets it); in locals, as this runs for every row.
    private func steppedPrefix(_ positions: [Double]) -> Int {
        var (x0, step) = (firstX, self.step)
        var kept = 0
        let base = count
        for x in positions {
            let row = base + kept
            if row == 0 {
                x0 = x
            } else {
                if row == 1 { step = x - x0 }
                guard (x0 + Double(row) * step).bitPattern == x.bitPattern else { break }
            }
            kept += 1
        }
        (firstX, self.step) = (x0, step)
        return kept
    }

    /// Appends rows given column by column (`positions` and one array per series, equal lengths).
    func append(positions: [Double], values: [[Double]]) throws {
        pending.reserveCapacity(pending.count + positions.count * width)
        var whole = 0..<positions.count
        if !stepEnded {
            let kept = steppedPrefix(positions)
            append(0..<kept, positions: nil, values: values)
            steppedRows = count + kept
            whole = kept..<positions.count
            if kept < positions.count {
                try flush()  // the rows of values first, then whole rows
                stepEnded = true
            }
        }
        append(whole, positions: positions, values: values)
        count += positions.count
        if pending.count >= 1 << 20 { try flush() }
    }

    /// Adds rows `range` of the columns to `pending`, each with its x when `positions` is given.
    private func append(_ range: Range<Int>, positions: [Double]?, values: [[Double]]) {
        switch (positions, values.count) {
        case (let positions?, 1):
            let column = values[0]
            for row in range {
                pending.append(positions[row])
                pending.append(column[row])
            }
        case (nil, 1):
            pending.append(contentsOf: values[0][range])
        case (let positions, _):
            for row in range {
                if let positions { pending.append(positions[row]) }
                for column in values { pending.append(column[row]) }
            }
        }
    }

    /// Appends rows given row by row (`width` values each, x first), as `flatRows` gives them.
    func append(flat: [Double]) throws {
        try flush()
        stepEnded = true  // `steppedRows` stays: the rows so far
        count += flat.count / width
        guard let file else {
            memory += flat
            return
        }
        try file.write(flat)
    }

    /// Rows `range` row by row: `width` values each, x first.
    func flatRows(_ range: Range<Int>) throws -> [Double] {
        try flush()
        guard let file else { return Array(memory[(range.lowerBound * width)..<(range.upperBound * width)]) }
        var flat = [Double](repeating: 0, count: range.count * width)
        let stepped = range.clamped(to: 0..<steppedRows)
        if !stepped.isEmpty {
            let valueWidth = width - 1
            var values = [Double](repeating: 0, count: stepped.count * valueWidth)
            try values.withUnsafeMutableBytes { try file.read(into: $0, at: stepped.lowerBound * valueWidth * MemoryLayout<Double>.size) }
            for index in 0..<stepped.count {
                flat[index * width] = steppedX(stepped.lowerBound + index)
                for column in 0..<valueWidth { flat[index * width + 1 + column] = values[index * valueWidth + column] }
            }
        }
        let whole = range.clamped(to: steppedRows..<Int.max)
        if !whole.isEmpty {
            let offset = (steppedRows * (width - 1) + (whole.lowerBound - steppedRows) * width) * MemoryLayout<Double>.size
            try flat.withUnsafeMutableBytes { buffer in
                let size = MemoryLayout<Double>.size
                let part = UnsafeMutableRawBufferPointer(rebasing: buffer[((whole.lowerBound - range.lowerBound) * width * size)...])
                try file.read(into: part, at: offset)
            }
        }
        return flat
    }

    /// Rows `range` column by column.
    func rows(_ range: Range<Int>) throws -> (positions: [Double], values: [[Double]]) {
        let flat = try flatRows(range)
        return flat.withUnsafeBufferPointer { flat in
            let columns = (0..<width).map { column in
                [Double](unsafeUninitializedCapacity: range.count) { buffer, initialized in
                    for row in 0..<range.count { buffer[row] = flat[row * width + column] }
                    initialized = range.count
                }
            }
            return (columns[0], Array(columns.dropFirst()))
        }
    }

    /// Calls `body` with consecutive blocks of rows (at most `rows` each) from `range`, and the
    /// first row of each block.
    func forEachBlock(in range: Range<Int>, rows: Int = 1 << 18, _ body: (Int, [Double], [[Double]]) throws -> Void) throws {
        var start = range.lowerBound
        while start < range.upperBound {
            let end = min(range.upperBound, start + rows)
            let block = try self.rows(start..<end)
            try body(start, block.positions, block.values)
            start = end
        }
    }

    private func flush() throws {
        guard !pending.isEmpty else { return }
        defer { pending.removeAll(keepingCapacity: true) }
        guard let file else {
            memory += pending
            return
        }
        try file.write(pending)
    }
}
