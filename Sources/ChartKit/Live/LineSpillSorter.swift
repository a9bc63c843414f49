/// Sorts a `LineSpill`'s rows by x in bounded memory, so a streamed chart whose x is not in
/// ascending order stays on the streamed path instead of reading every row.
///
/// An external merge sort, stable as `LineChartBuilder.sortedByX` (equal x keep input order):
/// runs of `runRows` consecutive rows are sorted in memory (by x, then row) and written one
/// after another to a spill of runs; then groups of at most `fanIn` neighbouring runs are merged
/// (by x, then run) into one longer run of a new spill, pass after pass, until one run is left.
/// Each pass holds a buffer of rows per run merged and one output buffer, whatever the row count.
/// The spills are `LineSpill`s: unnamed temporary files, or memory when none can be made.
struct LineSpillSorter {
    /// Rows per run: about 16 MB of values however wide a row is.
    static func defaultRunRows(width: Int) -> Int { max(1, (2 << 20) / max(1, width)) }

    var runRows: Int
    /// Runs merged at once: the buffers held, and the merge's comparisons per row (log2 of it).
    var fanIn = 64

    /// `spill`'s rows in ascending x, equal x in input order, in a new spill.
    /// The runs and every merge pass but the last go to files of their own, freed as the next
    /// pass replaces them; only the sorted rows are kept as `spill` is kept (`sibling`), so a
    /// `--facet` panel's sort leaves its sorted rows, not every pass, in the panels' shared file.
    func sorted(_ spill: LineSpill) throws -> LineSpill {
        var (source, runs, ordered) = try sortedRuns(spill)
        // Runs already in order one after another (only a run or two out of order, as when a
        // tail comes reversed) are the sorted rows as they are: no merge.
        while runs.count > 1 && !ordered {
            let last = runs.count <= max(2, fanIn)
            let merged = last ? spill.sibling(seriesCount: spill.width - 1) : LineSpill(seriesCount: spill.width - 1, folder: spill.folder)
            var longer: [Range<Int>] = []
            for first in stride(from: 0, to: runs.count, by: max(2, fanIn)) {
                let group = Array(runs[first..<min(runs.count, first + max(2, fanIn))])
                try merge(group, of: source, into: merged)
                longer.append(group[0].lowerBound..<group[group.count - 1].upperBound)
            }
            (source, runs, ordered) = (merged, longer, false)
        }
        guard spill.isShared, !source.isShared else { return source }
        // Sorted runs of a shared spill, in a file of their own: copied where the spill is kept.
        let kept = spill.sibling(seriesCount: spill.width - 1)
        for start in stride(from: 0, to: source.count, by: max(1, runRows)) {
            try kept.append(flat: source.flatRows(start..<min(source.count, start + max(1, runRows))))
        }
        return kept
    }

    /// A spill of `spill`'s rows cut into runs of `runRows`, each sorted, the runs' rows, and
    /// whether each run's last x is at most the next one's first (the spill is then sorted).
    private func sortedRuns(_ spill: LineSpill) throws -> (LineSpill, [Range<Int>], Bool) {
        let width = spill.width
        let runs = LineSpill(seriesCount: width - 1, folder: spill.folder)
        var ranges: [Range<Int>] = []
        var (ordered, lastX) = (true, -Double.infinity)
        for start in stride(from: 0, to: spill.count, by: max(1, runRows)) {
            let range = start..<min(spill.count, start + max(1, runRows))
            let flat = try spill.flatRows(range)
            let sorted = try flat.withUnsafeBufferPointer { xs -> [Double] in
                for row in 0..<range.count where xs[row * width].isNaN {
                    throw ChartError.internal("a streamed line chart with an empty x at row \(start + row + 1)")
                }
                if (1..<max(1, range.count)).allSatisfy({ xs[($0 - 1) * width] <= xs[$0 * width] }) { return Array(xs) }
                var order = Array(0..<range.count)
                order.sort { xs[$0 * width] < xs[$1 * width] || (xs[$0 * width] == xs[$1 * width] && $0 < $1) }
                return [Double](unsafeUninitializedCapacity: flat.count) { buffer, initialized in
                    for (to, from) in order.enumerated() {
                        for column in 0..<width { buffer[to * width + column] = xs[from * width + column] }
                    }
                    initialized = flat.count
                }
            }
            if !sorted.isEmpty {
                ordered = ordered && lastX <= sorted[0]
                lastX = sorted[sorted.count - width]
            }
            try runs.append(flat: sorted)
            ranges.append(range)
        }
        return (runs, ranges, ordered)
    }

    /// Merges the sorted `runs` (neighbours, in input order) of `source` onto the end of `target`.
    private func merge(_ runs: [Range<Int>], of source: LineSpill, into target: LineSpill) throws {
        let width = source.width
        let bufferRows = max(1, (1 << 15) / width)
        var cursors = try runs.map { try RunCursor(run: $0, of: source, bufferRows: bufferRows) }
        var heap = MergeHeap(cursors.indices.map { (cursors[$0].x, $0) })
        var output: [Double] = []
        output.reserveCapacity(bufferRows * 4 * width)
        while let run = heap.top {
            cursors[run].copyRow(into: &output)
            if try cursors[run].advance(source) { heap.replaceTop(x: cursors[run].x) } else { heap.popTop() }
            if output.count >= bufferRows * 4 * width {
                try target.append(flat: output)
                output.removeAll(keepingCapacity: true)
            }
        }
        try target.append(flat: output)
    }
}

/// A sorted run being merged: a buffer of its next rows, read from the spill as it empties.
private struct RunCursor {
    private var next: Int
    private let end: Int
    private let bufferRows: Int
    private var buffer: [Double]
    private var offset = 0
    private let width: Int

    init(run: Range<Int>, of spill: LineSpill, bufferRows: Int) throws {
        (next, end, self.bufferRows, width) = (run.lowerBound, run.upperBound, bufferRows, spill.width)
        buffer = []
        _ = try refill(spill)
    }

    /// The x of the current row.
    var x: Double { buffer[offset] }

    func copyRow(into output: inout [Double]) {
        output.append(contentsOf: buffer[offset..<(offset + width)])
    }

    /// Steps to the run's next row; false when the run is done.
    mutating func advance(_ spill: LineSpill) throws -> Bool {
        offset += width
        return offset < buffer.count ? true : try refill(spill)
    }

    private mutating func refill(_ spill: LineSpill) throws -> Bool {
        guard next < end else { return false }
        let range = next..<min(end, next + bufferRows)
        buffer = try spill.flatRows(range)
        (next, offset) = (range.upperBound, 0)
        return true
    }
}

/// A binary min-heap of the runs being merged, keyed by each one's current x, then by run (so
/// equal x come out in input order).
private struct MergeHeap {
    private var items: [(x: Double, run: Int)] = []

    init(_ heads: [(x: Double, run: Int)]) {
        for head in heads { push(head) }
    }

    /// The run whose row comes next.
    var top: Int? { items.first?.run }

    private static func less(_ a: (x: Double, run: Int), _ b: (x: Double, run: Int)) -> Bool {
        a.x < b.x || (a.x == b.x && a.run < b.run)
    }

    /// The top run stepped on to a row of x `x`.
    mutating func replaceTop(x: Double) {
        items[0].x = x
        siftDown()
    }

    /// The top run is done.
    mutating func popTop() {
        items.swapAt(0, items.count - 1)
        items.removeLast()
        siftDown()
    }

    private mutating func siftDown() {
        var parent = 0
        while true {
            let (left, right) = (2 * parent + 1, 2 * parent + 2)
            var smallest = parent
            if left < items.count && Self.less(items[left], items[smallest]) { smallest = left }
            if right < items.count && Self.less(items[right], items[smallest]) { smallest = right }
            guard smallest != parent else { return }
            items.swapAt(parent, smallest)
            parent = smallest
        }
    }

    private mutating func push(_ head: (x: Double, run: Int)) {
        items.append(head)
        var child = items.count - 1
        while child > 0, Self.less(items[child], items[(child - 1) / 2]) {
            items.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }
}
