/// Long data split by `--series` for a streamed scatter chart (`ScatterStream`): each long row
/// typed as its x, its value and its key's code, the keys gathered as they come.
///
/// A whole read makes a wide table of one row per long row (`SeriesSplitter.Missing.rowPerPoint`:
/// the value in its key's column, the other keys' cells absent), so a key's series has as many
/// cells as the input has rows. A stream keeps 24 bytes a row instead (x, value, code in a
/// `LineSpill` of two series) and `widened(_:)` makes the wide chart of whatever rows a layout
/// reads, so memory does not grow with the rows × keys a whole read's table holds (and the
/// whole read's cell limit, which guards that table, does not apply). Whatever this cannot give
/// as a whole read would (a text x, more keys than `SeriesLimit.maximum`, any cell error, a
/// default value column the whole input would not pick) throws, and the caller reads the input
/// whole (`ChartPipeline.readLongBatches`), which then gives the whole read's chart or error.
struct ScatterSeriesRows {
    let roles: SeriesSplitter.Roles
    /// The columns of the first batch's x and values as a whole read's wide table has them
    /// (x first, named by the header, values in one column), for their kinds and checks.
    let columns: LiveLineColumns
    private let valueTitle: String?
    private var judge: ValueColumnJudge
    private var keyCodes: [String: Int] = [:]
    private(set) var keyNames: [String] = []
    /// Long rows of each key (those with an empty x included, as a whole read's table has them).
    private var keyRows: [Int] = []
    private(set) var rowCount = 0

    /// Starts from the first batch: its columns decide the roles and the x axis, as a whole
    /// read of it decides them.
    init(first table: DataTable, splitter: SeriesSplitter, builder: LineChartBuilder) throws {
        let roles = try splitter.columns(of: table)
        let (x, value) = (table.positions(ofColumn: roles.x), table.positions(ofColumn: roles.value))
        var values = DataTable(
            source: table.source, names: [table.names[roles.x], table.names[roles.value]], hasHeader: true,
            columns: [table.texts(ofColumn: roles.x), table.texts(ofColumn: roles.value)], cellLines: [x.lines, value.lines],
            cellColumns: [x.columns, value.columns])
        values.valueTitle = table.hasHeader ? table.names[roles.value] : nil
        var valueBuilder = builder
        // The sizes (`--size-by`) are not in this table: `ScatterStream` reads them from the batch.
        (valueBuilder.x, valueBuilder.y, valueBuilder.sizeBy) = (.position(1), [.position(2)], nil)
        columns = try LiveLineColumns(first: values, builder: valueBuilder)
        guard columns.kind != .category else { throw SeriesRuns.Refusal(reason: "text x") }
        (self.roles, valueTitle) = (roles, values.valueTitle)
        judge = ValueColumnJudge(splitter: splitter, roles: roles)
    }

    /// The typed rows of a batch after its first `skipping`: x (NaN when empty, for the caller
    /// to leave out), then the values and the keys' codes as two series. The cells are checked
    /// as a whole read checks them.
    mutating func typed(_ table: DataTable, skipping: Int) throws -> LiveRows {
        judge.add(table, skipping: skipping)
        var rows = LiveRows(seriesCount: 2)
        rows.positions = Array(try columns.positions(of: table, column: roles.x).dropFirst(skipping))
        rows.offsetRows = columns.offsetRows(of: table, column: roles.x, skipping: skipping)
        let values = try table.numbers(at: roles.value, emptyIsGap: true)
        if columns.checks.valuesAboveZero { try table.requireOnLogAxis(values, column: roles.value) }
        rows.values[0] = Array(values.dropFirst(skipping))
        rows.values[1] = try table.texts(ofColumn: roles.key).dropFirst(skipping).map { Double(try code(of: $0)) }
        rowCount += rows.count
        return rows
    }

    /// The code of key `text` (first appearance order), counting its row.
    private mutating func code(of text: String) throws -> Int {
        let code =
            try keyCodes[text]
            ?? {
                guard keyNames.count < SeriesLimit.maximum else { throw SeriesRuns.Refusal(reason: "more keys than the cap") }
                keyCodes[text] = keyNames.count
                keyNames.append(text)
                keyRows.append(0)
                return keyNames.count - 1
            }()
        keyRows[code] += 1
        return code
    }

    /// Refuses an input whose default value column the whole input would not pick.
    func finish() throws {
        guard judge.agreesWithFirstBatch else { throw SeriesRuns.Refusal(reason: "the whole input picks another value column") }
    }

    /// The wide chart of `chart`, a chart of long rows (values and codes as its two series): one
    /// series per key holding the rows of that key, the others absent, as a whole read has them.
    func widened(_ chart: LineChart) -> LineChart {
        var wide = chart
        let (values, codes) = (chart.series[0].values, chart.series[1].values)
        wide.series = keyNames.indices.map { key in
            let code = Double(key)
            return LineSeries(name: keyNames[key], values: zip(values, codes).map { $1 == code ? $0 : SeriesRuns.Facts.absent })
        }
        SeriesRuns.Facts(valueTitle: valueTitle, hasAbsent: keyRows.map { $0 < rowCount }).apply(to: &wide)
        return wide
    }
}
