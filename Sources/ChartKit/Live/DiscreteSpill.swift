/// A streamed discrete graph's slots in temporary files: per slot a record of `Double`s (where
/// its title ends, its number, each plot's low and high), and the titles' UTF-8 bytes.
///
/// Slots are the rows in input order, so a page is a run of records and nothing is sorted:
/// the chart reads its columns (`SlotColumn`) and titles (`SlotTitles`) back from here a block
/// at a time. A block read back serves random look-ups too (the labels of a page, a
/// highlighted slot), under a lock, as the pages may be drawn on two threads.
///
/// Reading back cannot throw where a collection is read, so a failed read (the disk, not the
/// data) gives NaN cells and is kept in `failure`, which the chart's program throws when it is
/// written (`GnuplotProgram.Piece.check`): never a chart drawn from a half-read file.
package final class DiscreteSpill: @unchecked Sendable, Equatable {
    /// A record's fields: where the slot's title ends in the titles' bytes, its number.
    enum Field {
        static let titleEnd = 0
        static let value = 1
        /// Plot `p`'s low; its high follows.
        static func plot(_ p: Int) -> Int { 2 + 2 * p }
    }

    /// Slots per block read back.
    static let blockSlots = 8192

    let plots: Int
    /// Doubles per record.
    let width: Int
    private let records: SpillFile
    private let titles: SpillFile
    private(set) var count = 0
    private var titleBytes = 0
    /// Whether a title holds a scalar at or above U+200D (`SlotTitles.mayNeedCleaning`).
    private(set) var mayNeedCleaning = false
    private var pending: [Double] = []
    private var pendingTitles: [UInt8] = []

    private let lock = Lock()
    private var cachedStart = 0
    private var cached: [Double] = []
    /// The cached block's titles (nil: not read yet), and where the first starts in the file.
    private var cachedTitles: [UInt8]?
    private var blockTitleStart = 0
    private var failed: ChartError?

    /// Slots gathered before a write: a block's, or a `--facet` panel's fewer (up to 1,000 wait).
    private let flushSlots: Int
    /// A panel's `flushSlots`: 256 slots, 8 KB for a plot of ranges.
    static let panelFlushSlots = 256

    /// Files for the slots of `plots` plots in `folder`, writing every `flushSlots` slots; nil
    /// when none can be made there.
    init?(folder: String, plots: Int, flushSlots: Int = blockSlots) {
        guard let records = SpillFile(folder: folder, contents: "slots"), let titles = SpillFile(folder: folder, contents: "slot titles")
        else { return nil }
        (self.records, self.titles, self.plots, width, self.flushSlots) = (records, titles, plots, 2 + 2 * plots, flushSlots)
    }

    /// One spill is one chart's: equal only to itself.
    package static func == (lhs: DiscreteSpill, rhs: DiscreteSpill) -> Bool {
        lhs === rhs
    }

    /// The first failed read back, if any.
    package var failure: ChartError? { lock.withLock { failed } }

    /// Appends one slot: its title's bytes, its number (NaN: none) and each plot's point at
    /// `row` of `points` (a batch's, plot by plot).
    func append(title: UnsafeBufferPointer<UInt8>, value: Double, row: Int, of points: [[DiscretePoint?]]) throws {
        titleBytes += title.count
        if !mayNeedCleaning, title.contains(where: { $0 >= 0xE2 }) { mayNeedCleaning = true }
        pendingTitles.append(contentsOf: title)
        pending.append(Double(titleBytes))
        pending.append(value)
        for plot in points {
            let point = plot[row]
            pending.append(point?.low ?? .nan)
            pending.append(point?.high ?? .nan)
        }
        count += 1
        if pending.count >= flushSlots * width { try flush() }
    }

    /// Writes what `append` holds to the files; called when the last slot is in.
    func flush() throws {
        try records.write(pending)
        try titles.write(bytes: pendingTitles[...])
        pending.removeAll(keepingCapacity: true)
        pendingTitles.removeAll(keepingCapacity: true)
    }

    /// Records `slots` into `buffer` (`width` doubles each); NaN, and `failure` set, when the
    /// file cannot be read.
    func records(_ slots: Range<Int>, into buffer: inout [Double]) {
        guard let error = read(slots, into: &buffer) else { return }
        lock.withLock { keep(error) }
    }

    /// `records` without the lock: the error instead of keeping it.
    private func read(_ slots: Range<Int>, into buffer: inout [Double]) -> ChartError? {
        let needed = slots.count * width
        if buffer.count != needed { buffer = Array(repeating: .nan, count: needed) }
        do {
            try buffer.withUnsafeMutableBytes { try records.read(into: $0, at: slots.lowerBound * width * 8) }
            return nil
        } catch {
            for index in buffer.indices { buffer[index] = .nan }
            return (error as? ChartError) ?? .io("cannot read back the temporary copy of the slots")
        }
    }

    /// Field `field` of slot `slot`'s record, as `Cell` reads it, from the cached block.
    func cell<Cell: SlotCell>(slot: Int, field: Int) -> Cell {
        lock.withLock {
            load(slot)
            return Cell(spilled: cached, at: (slot - cachedStart) * width + field)
        }
    }

    /// Calls `body` with title `slot`'s bytes (trimmed of spaces when they were written).
    func withTitle<R>(_ slot: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        lock.withLock {
            load(slot)
            if cachedTitles == nil { loadTitles() }
            let titles = cachedTitles ?? []
            let start = slot == cachedStart ? 0 : titleEnd(slot - 1)
            let end = max(start, titleEnd(slot))
            return titles.withUnsafeBufferPointer { bytes in
                body(UnsafeBufferPointer(rebasing: bytes[min(start, bytes.count)..<min(end, bytes.count)]))
            }
        }
    }

    /// Calls `body` with each title in `slots` and its slot, in order, read a block at a time
    /// into buffers of its own (no lock: only a failed read is kept).
    func forEachTitle(in slots: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        var records: [Double] = []
        var bytes: [UInt8] = []
        var start = slots.lowerBound
        while start < slots.upperBound {
            let end = min(slots.upperBound, start + Self.blockSlots)
            let from = max(0, start - 1)  // the record before: where the first title starts
            self.records(from..<end, into: &records)
            let offset = { (slot: Int) -> Int in
                let value = records[(slot - from) * self.width + Field.titleEnd]
                return value.isFinite ? Int(value) : 0
            }
            let first = start == 0 ? 0 : offset(start - 1)
            let last = max(first, offset(end - 1))
            if bytes.count != last - first { bytes = Array(repeating: UInt8(ascii: "?"), count: last - first) }
            do {
                try bytes.withUnsafeMutableBytes { try titles.read(into: $0, at: first) }
            } catch {
                lock.withLock { keep(Self.titlesFailure(error)) }
            }
            bytes.withUnsafeBufferPointer { buffer in
                var titleStart = 0
                for slot in start..<end {
                    let titleEnd = min(buffer.count, max(titleStart, offset(slot) - first))
                    body(slot, UnsafeBufferPointer(rebasing: buffer[titleStart..<titleEnd]))
                    titleStart = titleEnd
                }
            }
            start = end
        }
    }

    /// Keeps the first failed read back (under the lock).
    private func keep(_ error: ChartError) {
        failed = failed ?? error
    }

    /// A failed read of the titles' file, as `failure` says it.
    private static func titlesFailure(_ error: Error) -> ChartError {
        (error as? ChartError) ?? .io("cannot read back the temporary copy of the slot titles")
    }

    /// Where title `slot` (in the cached block) ends, counted from the block's first title.
    private func titleEnd(_ slot: Int) -> Int {
        let end = cached[(slot - cachedStart) * width + Field.titleEnd]
        return end.isFinite ? max(0, Int(end) - blockTitleStart) : 0
    }

    /// Reads the cached block's titles (under the lock).
    private func loadTitles() {
        let end = cached.isEmpty ? Double(blockTitleStart) : cached[cached.count - width + Field.titleEnd]
        var bytes = Array(repeating: UInt8(ascii: "?"), count: end.isFinite ? max(0, Int(end) - blockTitleStart) : 0)
        do {
            try bytes.withUnsafeMutableBytes { try titles.read(into: $0, at: blockTitleStart) }
        } catch {
            bytes = Array(repeating: UInt8(ascii: "?"), count: bytes.count)
            keep(Self.titlesFailure(error))
        }
        cachedTitles = bytes
    }

    /// Makes the block holding `slot` the cached one (under the lock).
    private func load(_ slot: Int) {
        guard slot < cachedStart || slot >= cachedStart + cached.count / width else { return }
        let start = slot - slot % Self.blockSlots
        let end = min(count, start + Self.blockSlots)
        // One record more in front: where the block's first title starts.
        let from = max(0, start - 1)
        var buffer: [Double] = []
        if let error = read(from..<end, into: &buffer) { keep(error) }
        let previousEnd: Double = start == from ? 0 : buffer[Field.titleEnd]
        blockTitleStart = previousEnd.isFinite ? Int(previousEnd) : 0
        cached = start == from ? buffer : Array(buffer[width...])
        cachedStart = start
        cachedTitles = nil
    }
}
