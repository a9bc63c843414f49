/// Builds a `HistChart` from a streamed input batch by batch (`TableBatchReader`), the values
/// going to each series' `HistSpill`, so 100M values never sit in memory at once.
///
/// The rules are `HistChartBuilder`'s, decided on the first batch: its columns (`--y`, or the
/// mostly-numeric ones of the first batch), its header for the title; long data (`--series`)
/// keeps keys in order of first appearance over the whole input. Empty cells are skipped and
/// counted; any other cell that is not a number is the error a whole read gives, at its line.
final class HistBatchBuilder {
    let builder: HistChartBuilder
    private let budget: HistSpill.Budget
    private let folder: String
    /// Values a series' spill gathers before a write (`HistSpill.partValues` for a part's).
    private var flushValues = HistSpill.blockValues
    private(set) var columns: [Int] = []
    private(set) var key: Int?
    private var series: [HistSeries] = []
    /// Each series' values, in step with `series`.
    private var spills: [HistSpill] = []
    private var order: [String: Int] = [:]
    private var skipped = 0
    private var valueTitle: String?
    /// How each value column reads, decided on the first batch (a later batch of a date column
    /// reads its dates the same way, even where its own cells alone would not tell).
    private var readings: [HistChartBuilder.ValueReading] = []
    private var started = false
    /// Whether some time so far had a UTC offset other than 0 (`HistChart.convertedToUTC`).
    private var convertedToUTC = false

    init(_ builder: HistChartBuilder, temporaryFolder: String, memoryValues: Int = HistSpill.memoryValues) {
        self.builder = builder
        self.budget = HistSpill.Budget(values: memoryValues)
        self.folder = temporaryFolder
    }

    /// A builder for a part of the same input (a `--facet` panel's rows), started as `whole`
    /// was on its first batch, so that the batches' values are read once (`values(of:)`) for
    /// both and every part keeps to the one spill budget: memory stays flat in the parts too.
    init(partOf whole: HistBatchBuilder) {
        builder = whole.builder
        budget = whole.budget
        folder = whole.folder
        flushValues = HistSpill.partValues
        (columns, key, valueTitle, readings, started) = (whole.columns, whole.key, whole.valueTitle, whole.readings, true)
        if key == nil {
            spills = whole.spills.map { _ in spill() }
            series = zip(whole.series, spills).map { HistSeries(name: $0.name, spill: $1) }
        }
    }

    /// The chart of every batch added.
    var chart: HistChart {
        var chart = HistChart(series: series, valueTitle: valueTitle, skipped: skipped, time: readings.first?.isTime ?? false)
        chart.convertedToUTC = convertedToUTC
        return chart
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch.
    func add(_ table: DataTable, skipping: Int) throws {
        try startIfNeeded(table)
        try append(try values(of: table), from: table, rows: skipping..<table.rowCount)
    }

    /// A batch's value columns as numbers (NaN for an empty cell), read as the first batch
    /// decided, and per row whether a time had a UTC offset (nil for none, `offsetRows`).
    func values(of table: DataTable) throws -> Values {
        let numbers = try columns.indices.map { try builder.values(table, column: columns[$0], reading: readings[$0]).0 }
        return Values(numbers: numbers, offsetRows: HistChartBuilder.offsetRows(in: table, columns: columns, readings: readings))
    }

    /// A batch's value columns read once for the whole chart and every `--facet` panel.
    struct Values {
        var numbers: [[Double]]
        var offsetRows: [Bool]?
    }

    /// Appends `rows` of a batch whose value columns `values(of:)` read from `table`.
    func append(_ values: Values, from table: DataTable, rows: some Collection<Int>) throws {
        if !convertedToUTC, let offsets = values.offsetRows { convertedToUTC = rows.contains { offsets[$0] } }
        let values = values.numbers
        if let key { return try appendLong(values[0], key: key, of: table, rows: rows) }
        for (index, column) in values.enumerated() {
            let picked = (rows as? Range<Int>).map { column[$0] } ?? ArraySlice(rows.map { column[$0] })
            let gaps = picked.count { $0.isNaN }
            skipped += gaps
            try spills[index].append(gaps == 0 ? picked : ArraySlice(picked.filter { !$0.isNaN }))
        }
    }

    /// Decides the columns, the title and (wide data) the series on the first batch.
    func startIfNeeded(_ table: DataTable) throws {
        if !started { try start(table) }
    }

    /// The first batch decides the columns, the title and (wide data) the series.
    private func start(_ table: DataTable) throws {
        started = true
        try table.requireDataRows()
        if let selector = builder.key {
            let key = try table.columnIndex(selector)
            columns = try builder.valueColumns(in: table, excluding: key)
            guard columns.count == 1 else { throw ChartError.usage("--series splits one value column; --y names \(columns.count)") }
            try table.requireDistinct(key, role: "the series key (--series)", from: columns, otherRole: "the values (--y)")
            self.key = key
            valueTitle = table.hasHeader ? table.names[columns[0]] : nil
        } else {
            columns = try builder.valueColumns(in: table, excluding: nil)
            spills = columns.map { _ in spill() }
            series = zip(columns, spills).map { HistSeries(name: table.names[$0], spill: $1) }
            valueTitle = HistChartBuilder.valueTitle(columns.map { table.names[$0] }, hasHeader: table.hasHeader)
        }
        readings = try columns.map { try builder.values(table, column: $0).1 }
        try HistChartBuilder.requireOneKind(readings, columns: columns, in: table)
    }

    /// Long data: the rows' values grouped by key, then appended series by series.
    private func appendLong(_ values: [Double], key: Int, of table: DataTable, rows: some Collection<Int>) throws {
        let keys = table.texts(ofColumn: key)
        var batch: [[Double]] = series.map { _ in [] }
        for row in rows {
            let value = values[row]
            guard !value.isNaN else {
                skipped += 1
                continue
            }
            if let index = order[keys[row]] {
                batch[index].append(value)
            } else {
                try SeriesLimit.checkKeys(series.count + 1, counted: false, firstRowBeyond: row, in: table, key: key)
                order[keys[row]] = series.count
                spills.append(spill())
                series.append(HistSeries(name: keys[row], spill: spills[series.count]))
                batch.append([value])
            }
        }
        for (index, values) in batch.enumerated() where !values.isEmpty { try spills[index].append(values[...]) }
    }

    /// A new series' spill.
    private func spill() -> HistSpill { HistSpill(budget: budget, folder: folder, flushValues: flushValues) }
}
