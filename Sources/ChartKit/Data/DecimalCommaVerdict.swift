/// What the decimal-comma checks (`DecimalComma`) say about a whole input, gathered from every
/// table read of it: the error at a column of numbers written with a decimal comma (read without
/// `--decimal-comma`) or with a decimal point (read with it), and the warning at a `;`-separated
/// column whose numbers may hold thousands dots.
///
/// Each check is about a whole column: `1,5` among numbers is an error, among text (`Version
/// 1,5`) it is text, and one text cell makes a column text. So a stream cannot judge from one
/// batch, as a text cell may come in a later one: each batch read adds what it holds (`add`),
/// and the stream settles after its last (`settle`). A whole read is one table added and settled
/// at once, so both read the same rules. Per column it keeps two flags and a first cell of each
/// kind, so it stays flat however long the input; batches may come in any order (the line stream
/// reads two at once), the first cell being the one on the earliest line.
package final class DecimalCommaVerdict: @unchecked Sendable, Equatable {
    /// Which check an input gets: `;`-separated without `--decimal-comma` (decimal commas refused,
    /// thousands dots warned of), or any separator with it (decimal points refused).
    enum Check {
        case unread
        case pointDecimals
    }

    /// How a later batch's lines map to the input's: it is read with the input's first record in
    /// front, `after` lines, and its own lines past them are `by` lines further down. That first
    /// record is on line `anchor` of the input: after blank lines, a headerless input's first
    /// row was named at line 1 by a later batch, which the verdict then took as the earliest.
    package struct LineShift: Sendable, Equatable {
        var after: Int
        var by: Int
        var anchor = 1

        func moved(_ location: SourceLocation) -> SourceLocation {
            var moved = location
            moved.line += location.line > after ? by : anchor - 1
            return moved
        }
    }

    /// A cell named in the error or the warning.
    private struct Cell {
        var location: SourceLocation
        var column: String
        var text: String
    }

    /// What the tables read so far hold in one column.
    private struct Column {
        /// A non-blank cell that is not a number the check reads (the column is text): no error.
        var hasText = false
        /// The first decimal-comma number (`.unread`) or decimal-point one (`.pointDecimals`).
        var firstRefused: Cell?
        /// A cell that is not a C number, or a C number with a `.` that does not group thousands: no warning.
        var isUngrouped = false
        /// The first number that reads as thousands dots (`1.234`).
        var firstGrouped: Cell?

        mutating func merge(_ other: Column) {
            hasText = hasText || other.hasText
            isUngrouped = isUngrouped || other.isUngrouped
            firstRefused = Self.earlier(firstRefused, other.firstRefused)
            firstGrouped = Self.earlier(firstGrouped, other.firstGrouped)
        }

        private static func earlier(_ lhs: Cell?, _ rhs: Cell?) -> Cell? {
            guard let lhs, let rhs else { return lhs ?? rhs }
            return rhs.location.line < lhs.location.line ? rhs : lhs
        }
    }

    private let lock = Lock()
    private var columns: [Column] = []
    /// The check of the tables added (one input has one), nil before the first.
    private var check: Check?
    private var readFailed = false

    package init() {}

    /// Whether a batch failed to read (a field count, a quote): a whole read gives that error
    /// before any of this verdict's, so none is settled after it.
    var failedRead: Bool { lock.withLock { readFailed } }

    func noteFailedRead() { lock.withLock { readFailed = true } }

    /// The line of the first cell an error would be at, or nil when none is pending.
    var pendingLine: Int? {
        lock.withLock { columns.filter { !$0.hasText }.compactMap { $0.firstRefused?.location.line }.min() }
    }

    /// Adds what `table` holds under `check`: `pointDecimals` are the offsets of its decimal-point
    /// cells (`DecimalComma.rewrite`), `lines` how its lines map to the input's.
    func add(_ table: DataTable, check: Check, pointDecimals: Set<Int> = [], lines: LineShift? = nil) {
        let known = lock.withLock { columns }
        var found: [Column] = []
        for column in 0..<table.columnCount {
            var state = Column()
            let so = column < known.count ? known[column] : Column()
            func cell(_ row: Int) -> Cell {
                let location = table.location(row: row, column: column)
                return Cell(
                    location: lines?.moved(location) ?? location, column: table.displayName(ofColumn: column),
                    text: table.text(row: row, column: column))
            }
            switch check {
            case .unread:
                if !so.hasText { judgeUnread(table, column: column, into: &state, cell: cell) }
                if !so.isUngrouped { judgeGrouping(table, column: column, into: &state, cell: cell) }
            case .pointDecimals:
                if !so.hasText { judgePointDecimals(table, column: column, pointDecimals, into: &state, cell: cell) }
            }
            found.append(state)
        }
        lock.withLock {
            self.check = check
            while columns.count < found.count { columns.append(Column()) }
            for (column, state) in found.enumerated() { columns[column].merge(state) }
        }
    }

    /// A column's decimal-comma numbers among the C ones (read without `--decimal-comma`):
    /// without a header the first row may be anything (with its numbers read as text, the header
    /// may have been taken for data), so it is not judged.
    private func judgeUnread(_ table: DataTable, column: Int, into state: inout Column, cell: (Int) -> Cell) {
        if let parsed = table.cells[column].numbers, parsed.others == 0 { return }  // all C numbers
        table.forEachCell(inColumn: column) { row, bytes in
            guard !state.hasText, table.hasHeader || row > 0, !DataTable.isBlank(bytes), ValueParser.number(bytes: bytes) == nil else { return }
            if DecimalComma.reading(bytes) == .number {
                if state.firstRefused == nil { state.firstRefused = cell(row) }
            } else {
                state.hasText = true
            }
        }
    }

    /// A column's C numbers with a `.`, as thousands dots or decimals.
    private func judgeGrouping(_ table: DataTable, column: Int, into state: inout Column, cell: (Int) -> Cell) {
        let parsed = table.cells[column].numbers
        if let parsed, parsed.others > 0 {  // not all C numbers
            state.isUngrouped = true
            return
        }
        // Parsed while reading with no other cells: each non-blank cell is a number already.
        let allNumbers = parsed != nil
        table.forEachCell(inColumn: column) { row, bytes in
            guard !state.isUngrouped, !DataTable.isBlank(bytes) else { return }
            guard allNumbers || ValueParser.number(bytes: bytes) != nil else { return state.isUngrouped = true }
            guard bytes.contains(UInt8(ascii: ".")) else { return }
            if DecimalComma.reading(bytes) == .number {
                if state.firstGrouped == nil { state.firstGrouped = cell(row) }
            } else {
                state.isUngrouped = true
            }
        }
    }

    /// A column's decimal-point cells (at `offsets`) among numbers read with `--decimal-comma`.
    private func judgePointDecimals(_ table: DataTable, column: Int, _ offsets: Set<Int>, into state: inout Column, cell: (Int) -> Cell) {
        guard case let .offsets(starts) = table.cells[column].storage else { return }
        if let parsed = table.cells[column].numbers {
            if parsed.others > 0 { return state.hasText = true }
            if offsets.isEmpty { return }
        }
        table.forEachCell(inColumn: column) { row, bytes in
            guard !state.hasText, !DataTable.isBlank(bytes) else { return }
            if ValueParser.number(bytes: bytes) == nil { return state.hasText = true }
            if state.firstRefused == nil, offsets.contains(starts[row]) { state.firstRefused = cell(row) }
        }
    }

    /// Throws the error of the first column (in column order) whose cells are all numbers but
    /// for the refused ones under `check`; else adds the warnings to `notes`.
    func settle(notes: ReadNotes?) throws {
        let (columns, check) = lock.withLock { (self.columns, self.check) }
        guard let check else { return }
        for column in columns where !column.hasText {
            guard let cell = column.firstRefused else { continue }
            throw Self.error(check, at: cell)
        }
        guard check == .unread, let notes else { return }
        for column in columns where !column.isUngrouped {
            guard let cell = column.firstGrouped else { continue }
            notes.add(
                """
                \(cell.location) (\(cell.column)): \(QuotedText.quoted(cell.text)) was read as a decimal, but every number with a '.' in this \
                ';'-separated column has three digits after it, as thousands separators do; if '.' groups thousands here, pass \
                --decimal-comma to read it as \(DecimalComma.cSpelling(cell.text))
                """
            )
        }
    }

    /// Options that gather into any two verdicts read an input alike.
    package static func == (lhs: DecimalCommaVerdict, rhs: DecimalCommaVerdict) -> Bool { true }

    private static func error(_ check: Check, at cell: Cell) -> ChartError {
        let quoted = QuotedText.quoted(cell.text)
        let message =
            switch check {
            case .unread: "\(quoted) is written with a decimal comma; pass --decimal-comma to read it as \(DecimalComma.cSpelling(cell.text))"
            case .pointDecimals:
                """
                \(quoted) has a decimal point, but --decimal-comma reads '.' as a thousands separator (1.234,5 is 1234.5); write it with a \
                comma, or leave out --decimal-comma
                """
            }
        return ChartError.badData(location: cell.location, column: cell.column, message: message)
    }
}
