/// Follows, for each `--facet` panel of a streamed line, area, scatter or hist chart, the columns its
/// first rows could not judge for good, so a panel draws the series its whole read draws.
///
/// A whole read builds each panel from the panel's own table, judging a column by its first
/// 1000 non-empty cells there (`LineChartBuilder.isMostlyNumeric`); a streamed panel's columns
/// are decided from its first rows, which may hold a handful of them. A column empty in a
/// panel's first rows and numbers later is a series of the panel read whole: streamed, it was
/// left out, silently (found by review, 2026-12-07: `chart line --facet` on a long file drew one
/// series less in the panel). Each panel's unsettled columns are judged over its later rows as
/// the batches come (`ColumnJudge`, as a plain stream judges the whole input's): a judgement
/// that turns, or an error in a column still unsettled in some panel, reads the file whole.
struct PanelJudges {
    /// Each panel's judge, nil once its columns are judged for good (or had nothing to judge).
    private var judges: [ColumnJudge?] = []
    /// The columns judged: every column when the builder picks the series by default, else
    /// only x (whose kind its cells decide).
    private let only: (DataTable) -> [Int]?

    init(builder: LineChartBuilder) {
        self.init(
            judging: builder.y.isEmpty
                ? { _ in nil }
                : { table in
                    guard let x = try? table.xColumn(builder.x) else { return [] }
                    return [x]
                })
    }

    /// Judges of the columns `only` picks of a panel's first rows (nil: every column).
    init(judging only: @escaping (DataTable) -> [Int]?) {
        self.only = only
    }

    /// Starts the judge of the next panel from its first rows, `table` (cut as a whole read's
    /// panel table is).
    mutating func start(panel table: DataTable) {
        judges.append(ColumnJudge(first: table, only: only(table)))
    }

    /// Judges the rows of each panel started before this batch in `batch` (`rowsOf[p]`, after
    /// its first `skipping`), each followed column's texts taken once; throws `turned` when a
    /// panel's judgement turned for good.
    mutating func add(_ batch: DataTable, rowsOf: [[Int]], panels: Int, turned: any Error) throws {
        var texts: [Int: [String]] = [:]
        func cells(_ column: Int) -> [String] {
            guard column < batch.columnCount else { return [] }
            if let known = texts[column] { return known }
            let read = batch.texts(ofColumn: column)
            texts[column] = read
            return read
        }
        for panel in 0..<min(panels, judges.count, rowsOf.count) where judges[panel] != nil && !rowsOf[panel].isEmpty {
            judges[panel]?.add(rows: rowsOf[panel], texts: cells)
            guard judges[panel]?.isSettled == true else { continue }
            if judges[panel]?.turned == true { throw turned }
            judges[panel] = nil
        }
    }

    /// Whether some panel's judgement turned by the input's end.
    var turned: Bool { judges.contains { $0?.turned == true } }

    /// Whether a read that failed with `error` reads whole: a cell of a column some panel has
    /// not judged for good (that panel read whole may not draw it).
    func readsWhole(after error: any Error) -> Bool {
        judges.contains { $0?.readsWhole(after: error) == true }
    }
}
