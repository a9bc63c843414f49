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

    init(seriesCount: Int, folder: String) {
        width = seriesCount + 1
        self.folder = folder
        file = SpillFile(folder: folder, contents: "rows")
    }

    /// Appends rows given column by column (`positions` and one array per series, equal lengths).
    func append(positions: [Double], values: [[Double]]) throws {
        pending.reserveCapacity(pending.count + positions.count * width)
        if values.count == 1 {
            let column = values[0]
            for row in positions.indices {
                pending.append(positions[row])
                pending.append(column[row])
            }
        } else {
            for row in positions.indices {
                pending.append(positions[row])
                for column in values { pending.append(column[row]) }
            }
        }
        count += positions.count
        if pending.count >= 1 << 20 { try flush() }
    }

    /// Appends rows given row by row (`width` values each, x first), as `flatRows` gives them.
    func append(flat: [Double]) throws {
        try flush()
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
        try flat.withUnsafeMutableBytes { try file.read(into: $0, at: range.lowerBound * width * MemoryLayout<Double>.size) }
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
