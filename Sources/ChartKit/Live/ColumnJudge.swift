/// Follows, over a stream's later batches, the columns whose numeric judgement the first batch
/// could not settle, so a stream that picks its columns by default picks what a whole read does.
///
/// A whole read takes a column as numbers when most of its first 1000 non-empty cells are
/// (`LineChartBuilder.isMostlyNumeric`); a stream decides from its first batch. They agree on
/// every column with 1000 non-empty cells in that batch. A column with fewer (empty for the
/// first 200,000 rows, or a few notes) can be judged otherwise by the whole input: its series
/// would be left out, or its later text read as bad numbers. So each such column's cells are
/// judged batch by batch until 1000 are seen, and the reader reads the input whole when the
/// judgement turns (`turned`), or when a batch fails before it is settled (`isSettled`): the
/// whole read then gives its chart or its error.
///
/// A line stream's batches carry their cells' judgement in their rows (`LiveRows.judged`), from
/// the normal reader's table or the direct parser (which notes the non-empty fields of a
/// followed column it does not draw, and reads a drawn one's as numbers), and the stream judges
/// them in input order as it appends them (`LineStream.judge`).
struct ColumnJudge {
    /// The first batch's judgement of an unsettled column and its non-empty cells so far.
    private var columns: [(column: Int, numeric: Bool, numbers: Int, seen: Int)]
    /// The followed columns' names as errors name them (`DataTable.displayName(ofColumn:)`).
    private var names: Set<String> = []

    /// The columns of `first` (the first batch, read as a whole input) with fewer than 1000
    /// non-empty cells, among `only` when given (the columns a caller names and judges, such
    /// as a heatmap's x and y); nil when there are none.
    init?(first table: DataTable, only: [Int]? = nil) {
        columns = []
        for column in only ?? Array(0..<table.columnCount) where column < table.columnCount {
            var (numbers, seen) = (0, 0)
            Self.judge(table.texts(ofColumn: column), numbers: &numbers, seen: &seen)
            if seen < 1000 {
                columns.append((column, LineChartBuilder.isMostlyNumeric(table, column: column), numbers, seen))
                names.insert(table.displayName(ofColumn: column))
            }
        }
        if columns.isEmpty { return nil }
    }

    /// Counts the non-empty `cells` (up to the 1000th) and the numbers among them, as
    /// `LineChartBuilder.isMostlyNumeric` does.
    private static func judge(_ cells: some Collection<String>, numbers: inout Int, seen: inout Int) {
        for cell in cells where !cell.isEmpty {
            guard seen < 1000 else { return }
            if LineChartBuilder.isMostlyNumeric([cell]) { numbers += 1 }
            seen += 1
        }
    }

    /// Judges the cells of a later batch after its first `skipping` rows.
    mutating func add(_ table: DataTable, skipping: Int) {
        for index in columns.indices where columns[index].seen < 1000 && columns[index].column < table.columnCount {
            var (numbers, seen) = (columns[index].numbers, columns[index].seen)
            Self.judge(table.texts(ofColumn: columns[index].column).dropFirst(skipping), numbers: &numbers, seen: &seen)
            (columns[index].numbers, columns[index].seen) = (numbers, seen)
        }
    }

    /// Judges the cells of `rows` of a later batch whose column `c` holds `texts(c)`: a
    /// `--facet` panel's rows of the batch (`PanelJudges`).
    mutating func add(rows: [Int], texts: (Int) -> [String]) {
        for index in columns.indices where columns[index].seen < 1000 {
            let cells = texts(columns[index].column)
            guard !cells.isEmpty else { continue }
            var (numbers, seen) = (columns[index].numbers, columns[index].seen)
            Self.judge(rows.lazy.map { cells[$0] }, numbers: &numbers, seen: &seen)
            (columns[index].numbers, columns[index].seen) = (numbers, seen)
        }
    }

    /// The judgement of each unsettled column's cells in a later batch after its first
    /// `skipping` rows, up to 1000 each: a batch parsed on a thread of its own, to be added in
    /// input order (`add(_:)`).
    func cells(of table: DataTable, skipping: Int) -> [[Bool]] {
        columns.map { judged in
            guard judged.column < table.columnCount else { return [] }
            var flags: [Bool] = []
            for cell in table.texts(ofColumn: judged.column).dropFirst(skipping) where !cell.isEmpty && flags.count < 1000 {
                flags.append(LineChartBuilder.isMostlyNumeric([cell]))
            }
            return flags
        }
    }

    /// Whether each of `values`' non-empty cells is a number, up to 1000: a drawn column read
    /// by the direct parser, whose non-empty cells are numbers (a gap is NaN, an empty cell).
    static func cells(ofDrawn values: [Double]) -> [Bool] {
        var flags: [Bool] = []
        for value in values where !value.isNaN && flags.count < 1000 { flags.append(true) }
        return flags
    }

    /// Whether `text`, a non-empty cell, is a number as `LineChartBuilder.isMostlyNumeric` counts it.
    static func isNumber(_ text: String) -> Bool { LineChartBuilder.isMostlyNumeric([text]) }

    /// Adds a batch's `cells(of:skipping:)`, batches in input order.
    mutating func add(_ cells: [[Bool]]) {
        for index in columns.indices where index < cells.count {
            for numeric in cells[index] where columns[index].seen < 1000 {
                columns[index].seen += 1
                if numeric { columns[index].numbers += 1 }
            }
        }
    }

    /// The columns followed.
    var followed: [Int] { columns.map(\.column) }

    /// Whether every column's judgement rests on its first 1000 non-empty cells: final.
    var isSettled: Bool { columns.allSatisfy { $0.seen >= 1000 } }

    /// Whether some column is judged otherwise than the first batch judged it, by the cells
    /// seen so far: final once settled, or once the input has ended.
    var turned: Bool { columns.contains { ($0.seen > 0 && $0.numbers * 2 >= $0.seen) != $0.numeric } }

    /// Whether a read that failed with `error` reads whole instead: its judgement turned, or
    /// the error is a cell of a followed column before the judgement is settled (that column may
    /// not be drawn at all). Any other error is the input's own, thrown at once however long the
    /// input: a whole read could name another cell first, as a stream may (`LineStreamReader`).
    func readsWhole(after error: any Error) -> Bool {
        if error is Turned || turned { return true }
        guard !isSettled, case let .badData(_, column?, _) = error as? ChartError else { return false }
        return names.contains(column)
    }

    /// A judgement turned: the batches given so far are not a whole read's (never shown).
    struct Turned: Error {}
}
