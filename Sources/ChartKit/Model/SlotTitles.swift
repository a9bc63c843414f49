/// The titles of a discrete graph's x slots, each made only when asked for.
///
/// A million slots must not mean a million `String`s when a few dozen are drawn (issue 22: 77%
/// of `chart discrete` on 1M slots went to trimming every title and building labels never
/// drawn). Titles come from a list, from the slot numbers, from a table column's cells (trimmed
/// of spaces), or from numbers formatted by `--x-format`; widths and line counts are measured on
/// their UTF-8 bytes, so laying out the x axis builds a string only for a drawn label.
package struct SlotTitles: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Source: Sendable {
        case texts([String])
        /// "1", "2", …
        case numbered
        /// The cells of a table column, trimmed of spaces at either end.
        case cells(DataTable, column: Int)
        /// Numbers re-labelled (`--x-format`).
        case labels(SlotColumn<Double>, LabelFormatter, decimals: Int)
        /// A streamed chart's titles, read back from its spill (trimmed when written).
        case spill(DiscreteSpill)
    }

    private var source: Source
    package let count: Int

    package init(_ texts: [String]) {
        source = .texts(texts)
        count = texts.count
    }

    package init(arrayLiteral texts: String...) {
        self.init(texts)
    }

    private init(source: Source, count: Int) {
        self.source = source
        self.count = count
    }

    /// Slots titled 1, 2, … `count`.
    package static func numbered(_ count: Int) -> SlotTitles {
        SlotTitles(source: .numbered, count: count)
    }

    /// Slots titled by the cells of `column`, trimmed of spaces and tabs at either end.
    package static func cells(of table: DataTable, column: Int) -> SlotTitles {
        SlotTitles(source: .cells(table, column: column), count: table.rowCount)
    }

    /// Slots titled by `values` as `formatter` writes them with `decimals` decimals.
    package static func labels(_ values: SlotColumn<Double>, formatter: LabelFormatter, decimals: Int) -> SlotTitles {
        SlotTitles(source: .labels(values, formatter, decimals: decimals), count: values.count)
    }

    /// The titles a streamed chart wrote to `spill`.
    static func spilled(_ spill: DiscreteSpill) -> SlotTitles {
        SlotTitles(source: .spill(spill), count: spill.count)
    }

    /// Whether the slots are titled 1, 2, … (no x column).
    var isNumbered: Bool {
        if case .numbered = source { return true }
        return false
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(index: Int) -> String {
        switch source {
        case let .texts(texts): return texts[index]
        case .numbered: return String(index + 1)
        case let .cells(table, column): return table.text(row: index, column: column).trimmingSpaces()
        case let .labels(values, formatter, decimals): return formatter.label(for: values[index], decimals: decimals)
        case let .spill(spill): return spill.withTitle(index) { String(decoding: $0, as: UTF8.self) }
        }
    }

    package static func == (lhs: SlotTitles, rhs: SlotTitles) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Calls `body` with title `index` as UTF-8 bytes, building no `String` for a number or for
    /// a cell without escapes or Unicode spaces at its ends.
    func withUTF8<R>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        switch source {
        case .numbered:
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { digits in
                var value = index + 1
                var start = digits.count
                repeat {
                    start -= 1
                    digits[start] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                } while value > 0
                return body(UnsafeBufferPointer(rebasing: digits[start...]))
            }
        case let .cells(table, column):
            let trimmed: R? = table.withCellUTF8(row: index, column: column) { bytes in Self.trimmed(bytes).map(body) }
            if let trimmed { return trimmed }
            var text = self[index]
            return text.withUTF8(body)
        case let .spill(spill):
            return spill.withTitle(index, body)
        default:
            var text = self[index]
            return text.withUTF8(body)
        }
    }

    /// A cell's bytes without spaces and tabs at either end; nil when a Unicode space (U+00A0,
    /// U+3000, …) may end it, which is trimmed as text instead.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        var (start, end) = (bytes.startIndex, bytes.endIndex)
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        if start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 { return nil }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// Calls `body` with each title in `range` and its index, as `withUTF8(at:)` gives it: one
    /// look at the source for all of them, and a spilled chart's titles read a block at a time
    /// without the lock a look-up takes (the x axis measures every title of a page).
    func forEachUTF8(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        switch source {
        case let .cells(table, column) where range.count * 2 >= count:
            // Most of the column (a batch's titles): one pass over its cells.
            table.forEachCell(inColumn: column) { index, bytes in
                guard range.contains(index) else { return }
                if let title = Self.trimmed(bytes) { body(index, title) } else { withUTF8(at: index) { body(index, $0) } }
            }
        case let .cells(table, column):
            for index in range {
                let done: Void? = table.withCellUTF8(row: index, column: column) { bytes in Self.trimmed(bytes).map { body(index, $0) } }
                if done == nil { withUTF8(at: index) { body(index, $0) } }
            }
        case let .spill(spill):
            spill.forEachTitle(in: range, body)
        default:
            for index in range { withUTF8(at: index) { body(index, $0) } }
        }
    }

    /// `forEachUTF8(in:)` from `start` to the end, for a `body` that may throw (the first error
    /// ends it).
    func forEachUTF8(from start: Int, _ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        var failure: Error?
        forEachUTF8(in: start..<count) { index, title in
            guard failure == nil else { return }
            do { try body(index, title) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Whether some title has a scalar at or above U+200D, where `DrawableText` may replace
    /// something (its own fast path): a scan of bytes, no `String` per slot.
    var mayNeedCleaning: Bool {
        switch source {
        case let .texts(texts):
            return texts.contains { text in text.unicodeScalars.contains { $0.value >= 0x200D } }
        case .numbered, .labels:
            return false
        case let .spill(spill):
            return spill.mayNeedCleaning
        case let .cells(table, column):
            // U+200D and above take three or four bytes led by 0xE2 or more.
            var found = false
            table.forEachCell(inColumn: column) { _, bytes in
                if !found, bytes.contains(where: { $0 >= 0xE2 }) { found = true }
            }
            return found
        }
    }

    /// The widest drawn width of the titles in `range`, as `width(at:metrics:)` measures each.
    func widest(in range: Range<Int>, metrics: TextMetrics) -> Double {
        var widest = 0.0
        forEachUTF8(in: range) { _, title in widest = Swift.max(widest, metrics.width(ofUTF8: title)) }
        return widest
    }

    /// The most lines a title has (at least 1), as `lines(at:)` counts each.
    var mostLines: Int {
        var most = 1
        forEachUTF8(in: 0..<count) { _, title in most = Swift.max(most, TextMetrics.lines(inUTF8: title)) }
        return most
    }

    /// The drawn width of title `index` (its widest line), as `metrics.width(of:)` measures it.
    func width(at index: Int, metrics: TextMetrics) -> Double {
        withUTF8(at: index) { metrics.width(ofUTF8: $0) }
    }

    /// The number of lines of title `index`, as `metrics.lines(in:)` counts them.
    func lines(at index: Int) -> Int {
        withUTF8(at: index) { TextMetrics.lines(inUTF8: $0) }
    }
}
