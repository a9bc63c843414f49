#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A streamed histogram series' values, in input order: the first ones in memory, packed as
/// `Double`, the rest in an unnamed temporary file once the chart's `HistSpill.Budget` is spent.
///
/// A histogram needs every value more than once (the range, the rule's quartiles, the counts,
/// exact percentiles), so 100M values cannot simply be dropped after counting; 800 MB in
/// memory is too much, a file read back a few times sequentially is not. Like `LineSpill`, the
/// file is unlinked at once (nothing is left behind however chart exits), and when none can be
/// made the values stay in memory.
///
/// A spill of rows (`width` values each, as a streamed heatmap keeps its x, y and value) keeps
/// whole rows in memory and reads back whole rows per block, so a reader never splits a row.
package final class HistSpill: SpilledValues, @unchecked Sendable {
    /// Values in memory over every series of one chart, shared by its spills.
    final class Budget {
        var room: Int
        init(values: Int) { room = values }
    }

    /// Values kept in memory by default over a chart: 8M (64 MB).
    package static let memoryValues = 1 << 23
    /// Values per block read back or written.
    static let blockValues = 1 << 16
    /// Values a part's spill (one of up to 1,000 `--facet` panels') gathers before a write: 32 KB
    /// waiting per panel, not a block's 512 KB, so what waits stays small over every panel.
    static let partValues = 1 << 12

    /// Values appended (`width` per row).
    private(set) var count = 0
    /// Values per row: 1 for a series of values.
    let width: Int
    /// The values kept in memory, in chunks that are never copied to grow: one array doubling
    /// past 6M values held the old 50 MB and the new buffer at once, so a streamed heatmap with
    /// `--value` (three values a row) peaked at 156 MB, 40 MB over its budget.
    private var chunks: [[Double]] = []
    /// Values the last chunk is to hold (whole rows), however much its allocation rounds up.
    private var chunkLimit = 0
    /// The most values one chunk holds: 8 MB.
    static let chunkValues = 1 << 20
    private var pending: [Double] = []
    /// The file past the budget, made when first needed; nil until then or when none can be made.
    private var file: SpillFile?
    private var triedFile = false
    private var written = 0
    private let budget: Budget
    private let folder: String
    /// Values gathered before a write to the file.
    private let flushValues: Int

    init(budget: Budget, folder: String, width: Int = 1, flushValues: Int = blockValues) {
        self.budget = budget
        self.folder = folder
        self.width = max(1, width)
        self.flushValues = flushValues
    }

    /// Appends `values` (input order; whole rows).
    func append(_ values: ArraySlice<Double>) throws {
        count += values.count
        let kept = min(values.count, max(0, budget.room)) / width * width
        if kept > 0 {
            keep(values.prefix(kept))
            budget.room -= kept
        }
        guard kept < values.count else { return }
        pending.append(contentsOf: values.dropFirst(kept))
        if pending.count >= flushValues { try flush() }
    }

    /// Calls `body` with every value in input order, a block (of whole rows) at a time.
    func forEachBlock(_ body: (UnsafeBufferPointer<Double>) throws -> Void) throws {
        try flush()
        for chunk in chunks { try chunk.withUnsafeBufferPointer { try body($0) } }
        guard let file, written > 0 else { return }
        let blockValues = Self.blockValues / width * width
        var block = [Double](repeating: 0, count: blockValues)
        var start = 0
        while start < written {
            let size = min(blockValues, written - start)
            try block.withUnsafeMutableBytes { buffer in
                try file.read(
                    into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<(size * MemoryLayout<Double>.size)]),
                    at: start * MemoryLayout<Double>.size)
            }
            try block.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[0..<size])) }
            start += size
        }
    }

    /// Appends whole rows to the chunks: each new chunk twice the last (at most `chunkValues`),
    /// so a small series (one of 1,000 panels') keeps a small one.
    private func keep(_ values: ArraySlice<Double>) {
        var rest = values
        while !rest.isEmpty {
            if chunks.isEmpty || chunks[chunks.count - 1].count >= chunkLimit {
                chunkLimit = max(width, min(Self.chunkValues, max(rest.count, 2 * chunkLimit)) / width * width)
                var chunk: [Double] = []
                chunk.reserveCapacity(chunkLimit)
                chunks.append(chunk)
            }
            let take = min(chunkLimit - chunks[chunks.count - 1].count, rest.count)
            chunks[chunks.count - 1].append(contentsOf: rest.prefix(take))
            rest = rest.dropFirst(take)
        }
    }

    private func flush() throws {
        guard !pending.isEmpty else { return }
        defer { pending.removeAll(keepingCapacity: true) }
        if !triedFile {
            triedFile = true
            file = SpillFile(folder: folder, contents: "values")
        }
        guard let file else {
            keep(pending[...])
            return
        }
        try file.write(pending)
        written += pending.count
    }
}
