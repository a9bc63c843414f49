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
/// A `--facet` panel's spill writes its rows in blocks to a file shared by every panel
/// (`SpillArena`) instead of a file of its own; it keeps every x (its blocks are whole rows).
final class LineSpill {
    /// Values per row: x and one per series.
    let width: Int
    /// Where its file is (`LineSpillSorter` makes its runs there too).
    let folder: String
    private(set) var count = 0
    /// The file past memory; nil when none could be made (the rows stay in `memory`), or when
    /// the rows go to `arena`.
    private let file: SpillFile?
    /// The file shared with other spills (a `--facet` chart's panels) that the rows go to in
    /// blocks, each where `blocks` says; nil: the spill's own `file`.
    private let arena: SpillArena?
    /// Each block of rows written to `arena`: its first row and its offset there in bytes.
    private var blocks: [(row: Int, offset: Int)] = []
    /// Rows written out (to a file or `memory`); the rest are `pending`.
    private var stored = 0
    private var memory: [Double] = []
    private var pending: [Double] = []
    /// Values held in `pending` before they are written: 8 MB by default; a `--facet` panel's
    /// spill holds less (`LineFacetStreams.panelFlushValues`), since a chart holds up to
    /// `FacetOptions.maximumPanels` of them at once.
    let flushValues: Int
    /// The first rows, whose x is `steppedX(row)`: written as values only (the file's first part).
    private(set) var steppedRows = 0
    /// Whether a row has left the step (or rows came in `append(flat:)`, or go to memory or an
    /// arena): every row from `steppedRows` on is then written whole.
    private var stepEnded = false
    private var firstX = 0.0
    private var step = 0.0

    init(seriesCount: Int, folder: String, arena: SpillArena? = nil, flushValues: Int = 1 << 20) {
        width = seriesCount + 1
        self.folder = folder
        self.arena = arena?.file == nil ? nil : arena
        file = arena?.file == nil ? SpillFile(folder: folder, contents: "rows") : nil
        self.flushValues = max(width, flushValues)
        stepEnded = file == nil
    }

    /// Whether the rows go to a file shared with other spills (`SpillArena`).
    var isShared: Bool { arena != nil }

    /// A new empty spill of `seriesCount` series kept as this one is (in its arena, with its
    /// write buffer): the sorter's runs and merges of a panel share the panels' one file.
    func sibling(seriesCount: Int) -> LineSpill {
        LineSpill(seriesCount: seriesCount, folder: folder, arena: arena, flushValues: flushValues)
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

    /// Appends rows given column by column (`positions` and one array per series, equal
    /// lengths), written out whenever `flushValues` values are pending, so the buffer never
    /// holds more than that whatever a batch brings.
    func append(positions: [Double], values: [[Double]]) throws {
        var whole = 0..<positions.count
        if !stepEnded {
            let kept = steppedPrefix(positions)
            try appendInBlocks(0..<kept, positions: nil, values: values)
            steppedRows = count
            whole = kept..<positions.count
            if kept < positions.count {
                try flush()  // the rows of values first, then whole rows
                stepEnded = true
            }
        }
        try appendInBlocks(whole, positions: positions, values: values)
    }

    /// Adds rows `range` (with their x when `positions` is given), writing out each time
    /// `flushValues` values are pending.
    private func appendInBlocks(_ range: Range<Int>, positions: [Double]?, values: [[Double]]) throws {
        let rowWidth = positions == nil ? width - 1 : width
        var start = range.lowerBound
        while start < range.upperBound {
            let room = rowWidth == 0 ? range.count : max(1, (flushValues - pending.count) / rowWidth)
            let end = min(range.upperBound, start + room)
            pending.reserveCapacity(min(flushValues + width, pending.count + (end - start) * rowWidth))
            append(start..<end, positions: positions, values: values)
            count += end - start
            start = end
            if pending.count >= flushValues { try flush() }
        }
    }

    /// Adds rows `range` of the columns to `pending`, each with its x when `positions` is given.
    ///
    /// The values go into a local array moved out of `pending` and back: appending to the class's
    /// property itself paid a dynamic exclusivity check per value (`swift_beginAccess`, 5% of a
    /// 17-digit read's samples with the loop around it).
    private func append(_ range: Range<Int>, positions: [Double]?, values: [[Double]]) {
        var buffer: [Double] = []
        swap(&buffer, &pending)
        defer { swap(&buffer, &pending) }
        switch (positions, values.count) {
        case (let positions?, 1):
            let column = values[0]
            for row in range {
                buffer.append(positions[row])
                buffer.append(column[row])
            }
        case (nil, 1):
            buffer.append(contentsOf: values[0][range])
        case (let positions, _):
            for row in range {
                if let positions { buffer.append(positions[row]) }
                for column in values { buffer.append(column[row]) }
            }
        }
    }

    /// Appends rows given row by row (`width` values each, x first), as `flatRows` gives them.
    func append(flat: [Double]) throws {
        try flush()
        stepEnded = true  // `steppedRows` stays: the rows so far
        count += flat.count / width
        try store(flat, rows: flat.count / width)
    }

    /// Rows `range` row by row: `width` values each, x first.
    func flatRows(_ range: Range<Int>) throws -> [Double] {
        try flush()
        if let arena, let shared = arena.file { return try arenaRows(range, from: shared) }
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

    /// Rows `range` read block by block from the shared file.
    private func arenaRows(_ range: Range<Int>, from shared: SpillFile) throws -> [Double] {
        var flat = [Double](repeating: 0, count: range.count * width)
        guard !range.isEmpty else { return flat }
        let rowBytes = width * MemoryLayout<Double>.size
        // The last block starting at or before the range's first row.
        var (low, high) = (0, blocks.count)
        while high - low > 1 {
            let middle = (low + high) / 2
            if blocks[middle].row <= range.lowerBound { low = middle } else { high = middle }
        }
        try flat.withUnsafeMutableBytes { buffer in
            var (row, block) = (range.lowerBound, low)
            while row < range.upperBound {
                let end = min(range.upperBound, block + 1 < blocks.count ? blocks[block + 1].row : stored)
                let bytes = ((row - range.lowerBound) * rowBytes)..<((end - range.lowerBound) * rowBytes)
                let part = UnsafeMutableRawBufferPointer(rebasing: buffer[bytes])
                try shared.read(into: part, at: blocks[block].offset + (row - blocks[block].row) * rowBytes)
                (row, block) = (end, block + 1)
            }
        }
        return flat
    }

    /// Rows `range` column by column.
    func rows(_ range: Range<Int>) throws -> (positions: [Double], values: [[Double]]) {
        if let stepped = try steppedColumns(range) { return stepped }
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

    /// Rows `range` column by column when they are all stepped rows of one series in the own
    /// file: x computed, the values read straight into their column. Nil otherwise.
    ///
    /// Going through `flatRows` built every row (x and value) and split them into columns again,
    /// two copies of each value; 11% of a 10M-row plain read to a plan (`perf`).
    private func steppedColumns(_ range: Range<Int>) throws -> (positions: [Double], values: [[Double]])? {
        guard width == 2, let file, arena == nil, range.upperBound <= steppedRows else { return nil }
        try flush()
        var column = [Double](repeating: 0, count: range.count)
        try column.withUnsafeMutableBytes { try file.read(into: $0, at: range.lowerBound * MemoryLayout<Double>.size) }
        let positions = [Double](unsafeUninitializedCapacity: range.count) { buffer, initialized in
            for index in 0..<range.count { buffer[index] = steppedX(range.lowerBound + index) }
            initialized = range.count
        }
        return (positions, [column])
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

    /// `body`'s results for consecutive blocks of rows (at most `rows` each) from `range`, in
    /// block order, two blocks at a time: the second on a thread of its own.
    ///
    /// Why: the decimation of a streamed page is the one pass after the read, and it ran on one
    /// core while the other idled (a quarter of a 10M-row read to a plan, `perf`). Reading back
    /// is safe from two threads once flushed: positioned reads of the file, or reads of memory.
    func mapBlocks<Value>(in range: Range<Int>, rows: Int = 1 << 18, _ body: @escaping (Int, [Double], [[Double]]) -> Value) throws -> [Value] {
        try flush()
        var results: [Value] = []
        var start = range.lowerBound
        let read = { [self] (block: Range<Int>) throws -> Value in
            let rows = try self.rows(block)
            return body(block.lowerBound, rows.positions, rows.values)
        }
        while start < range.upperBound {
            let middle = min(range.upperBound, start + rows)
            let end = min(range.upperBound, middle + rows)
            let (first, second) = (start..<middle, middle..<end)
            let job = second.isEmpty ? nil : ForkJoin { try read(second) }
            let here = Result { try read(first) }
            let later = Result { try job?.join() }  // joined before anything throws: no thread outlives the call
            results.append(try here.get())
            if let value = try later.get() { results.append(value) }
            start = end
        }
        return results
    }

    private func flush() throws {
        guard !pending.isEmpty else { return }
        // A buffer grown past twice its size (never, from `append`) is given back.
        defer { pending.removeAll(keepingCapacity: pending.capacity <= 2 * flushValues) }
        try store(pending, rows: count - stored)
    }

    /// Writes `values` (`rows` rows: whole, or values only while x keeps its step) after the
    /// rows stored so far: to the arena as a new block, to the own file, or to memory.
    private func store(_ values: [Double], rows: Int) throws {
        guard !values.isEmpty else { return }
        if let arena {
            let offset = try arena.write(values)
            blocks.append((row: stored, offset: offset))
        } else if let file {
            try file.write(values)
        } else {
            memory += values
        }
        stored += rows
    }
}

/// One unnamed temporary file that many `LineSpill`s append their rows to in blocks: a
/// `--facet` chart's panels (up to `FacetOptions.maximumPanels`) then hold one descriptor
/// between them, not one each, which a limit of 1,024 open files would not allow.
final class SpillArena {
    /// The file; nil when none could be made (each spill then keeps its rows as it would alone).
    let file: SpillFile?
    /// Bytes written so far: where the next block goes.
    private(set) var end = 0

    init(folder: String) {
        file = SpillFile(folder: folder, contents: "rows")
    }

    /// Appends `values` at the end of the file; returns the offset they start at, in bytes.
    func write(_ values: [Double]) throws -> Int {
        guard let file else { throw ChartError.internal("a spill wrote to an arena without a file") }
        let offset = end
        try file.write(values)
        end += values.count * MemoryLayout<Double>.size
        return offset
    }
}
