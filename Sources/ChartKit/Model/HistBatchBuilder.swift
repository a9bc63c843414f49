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
    private var columns: [Int] = []
    private var key: Int?
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

    init(_ builder: HistChartBuilder, temporaryFolder: String, memoryValues: Int = HistSpill.memoryValues) {
        self.builder = builder
        self.budget = HistSpill.Budget(values: memoryValues)
        self.folder = temporaryFolder
    }

    /// The chart of every batch added.
    var chart: HistChart { HistChart(series: series, valueTitle: valueTitle, skipped: skipped, time: readings.first?.isTime ?? false) }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch.
    func add(_ table: DataTable, skipping: Int) throws {
        if !started { try start(table) }
        if let key { return try addLong(table, key: key, skipping: skipping) }
        for (index, column) in columns.enumerated() {
            let values = try builder.values(table, column: column, reading: readings[index]).0.dropFirst(skipping)
            let gaps = values.count { $0.isNaN }
            skipped += gaps
            try spills[index].append(gaps == 0 ? values : ArraySlice(values.filter { !$0.isNaN }))
        }
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
            spills = columns.map { _ in HistSpill(budget: budget, folder: folder) }
            series = zip(columns, spills).map { HistSeries(name: table.names[$0], spill: $1) }
            valueTitle = HistChartBuilder.valueTitle(columns.map { table.names[$0] }, hasHeader: table.hasHeader)
        }
        readings = try columns.map { try builder.values(table, column: $0).1 }
        try HistChartBuilder.requireOneKind(readings, columns: columns, in: table)
    }

    /// Long data: the batch's values grouped by key, then appended series by series.
    private func addLong(_ table: DataTable, key: Int, skipping: Int) throws {
        let values = try builder.values(table, column: columns[0], reading: readings[0]).0
        let keys = table.texts(ofColumn: key)
        var batch: [[Double]] = series.map { _ in [] }
        for row in skipping..<values.count {
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
                spills.append(HistSpill(budget: budget, folder: folder))
                series.append(HistSeries(name: keys[row], spill: spills[series.count]))
                batch.append([value])
            }
        }
        for (index, values) in batch.enumerated() where !values.isEmpty { try spills[index].append(values[...]) }
    }
}
