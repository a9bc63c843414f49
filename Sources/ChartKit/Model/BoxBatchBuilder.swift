/// Builds a `BoxChart` from a streamed input batch by batch (`TableBatchReader`), each box's
/// values going to its own `HistSpill`, so 100M values never sit in memory at once and the
/// quartiles stay exact (`BoxStats` selects over the spill).
///
/// The rules are `BoxChartBuilder`'s, decided on the first batch: wide data's columns (`--y`, or
/// the mostly-numeric ones of the first batch), long rows' value column and the header's titles.
/// Long rows are grouped by the same `BoxGrouping`, batch by batch, so categories and keys keep
/// their order of first appearance over the whole input and the caps refuse the same row a whole
/// read refuses, at its line.
///
/// A streamed `--facet` chart (`BoxFacetBatchBuilder`) has one per panel (`init(partOf:)`),
/// sharing the whole chart's decisions and memory budget and taking the rows of its key from the
/// cells the whole chart's builder parsed once (`cells(of:)`, `append(_:from:rows:)`).
final class BoxBatchBuilder {
    let builder: BoxChartBuilder
    private let budget: HistSpill.Budget
    private let folder: String
    /// Values a spill gathers before a write (a panel's are small: up to 1,000 panels wait).
    private let flushValues: Int
    /// Wide data's value columns; empty for long rows.
    private var wide: [Int] = []
    private var long: BoxChartBuilder.LongColumns?
    private var grouping = BoxGrouping(singleCategory: "value")
    /// Each box's values: by series, then category (wide data: one series).
    private var spills: [[HistSpill]] = []
    /// The first batch, kept for the names and titles of the chart.
    private var first: DataTable?

    init(_ builder: BoxChartBuilder, temporaryFolder: String, memoryValues: Int = HistSpill.memoryValues) {
        self.builder = builder
        self.budget = HistSpill.Budget(values: memoryValues)
        self.folder = temporaryFolder
        flushValues = HistSpill.blockValues
    }

    /// A builder of part of `whole`'s rows (a `--facet` panel's): `whole`'s columns, titles and
    /// budget, boxes of its own. `whole` has started (seen its first batch).
    init(partOf whole: BoxBatchBuilder) {
        (builder, budget, folder, flushValues) = (whole.builder, whole.budget, whole.folder, HistSpill.partValues)
        (first, wide, long) = (whole.first, whole.wide, whole.long)
        if let long, let first { grouping = BoxChartBuilder.grouping(long, in: first) }
        if long == nil { spills = [wide.map { _ in HistSpill(budget: budget, folder: folder, flushValues: flushValues) }] }
    }

    /// The chart of every batch added.
    var chart: BoxChart {
        let boxes = spills.map { $0.map { HistSeries(name: "", spill: $0) } }
        guard let first else { return BoxChart(categories: [], series: []) }
        if let long { return BoxChartBuilder.longChart(grouping, boxes: boxes, columns: long, in: first) }
        let names = wide.map { column in first.names[column] }
        return BoxChart(
            categories: names,
            series: [BoxSeries(name: "value", boxes: zip(names, boxes[0]).map { name, box in HistSeries(name: name, spill: box.spill!) })],
            skipped: grouping.skipped)
    }

    /// Adds a batch's rows, the first `skipping` of which were in an earlier batch.
    func add(_ table: DataTable, skipping: Int) throws {
        try startIfNeeded(table)
        try append(try cells(of: table), from: table, rows: skipping..<table.rowCount)
    }

    /// A batch's cells this builder reads, parsed and checked once: wide data's value columns,
    /// or long rows' values, categories and keys.
    enum Cells {
        case wide([[Double]])
        case long(BoxChartBuilder.LongCells)
    }

    /// The cells of `table` (a batch after the first has started this builder).
    func cells(of table: DataTable) throws -> Cells {
        if let long { return .long(try builder.longCells(table, long)) }
        return .wide(try wide.map { try builder.numbers(table, column: $0) })
    }

    /// Adds `rows` of `table`, whose cells are `cells`: a batch's new rows.
    func append(_ cells: Cells, from table: DataTable, rows: Range<Int>) throws {
        switch cells {
        case let .long(cells): try appendLong(cells, from: table, rows: rows)
        case let .wide(columns): try appendWide(columns.map { $0[rows] })
        }
    }

    /// Adds `rows` (ascending) of `table`, whose cells are `cells` (another builder's, of the
    /// same columns): a panel's rows of a batch.
    func append(_ cells: Cells, from table: DataTable, rows: [Int]) throws {
        switch cells {
        case let .long(cells): try appendLong(cells, from: table, rows: rows)
        case let .wide(columns): try appendWide(columns.map { values in ArraySlice(rows.map { values[$0] }) })
        }
    }

    /// Groups long rows into their boxes, then moves each box's values to its spill.
    private func appendLong(_ cells: BoxChartBuilder.LongCells, from table: DataTable, rows: some Sequence<Int>) throws {
        guard let long else { return }
        try builder.group(cells, rows: rows, of: table, long, into: &grouping)
        for series in grouping.values.indices {
            if series == spills.count { spills.append([]) }
            for category in grouping.values[series].indices {
                while spills[series].count <= category { spills[series].append(HistSpill(budget: budget, folder: folder, flushValues: flushValues)) }
                guard !grouping.values[series][category].isEmpty else { continue }
                try spills[series][category].append(grouping.values[series][category][...])
                grouping.values[series][category].removeAll(keepingCapacity: false)
            }
        }
    }

    /// The first batch decides the layout of the data: wide columns, or long rows' columns.
    func startIfNeeded(_ table: DataTable) throws {
        if first == nil { try start(table) }
    }

    private func start(_ table: DataTable) throws {
        try table.requireDataRows()
        first = table
        guard builder.value != nil || builder.x != nil || builder.key != nil else {
            wide = try builder.wideColumns(in: table)
            spills = [wide.map { _ in HistSpill(budget: budget, folder: folder, flushValues: flushValues) }]
            return
        }
        let columns = try builder.longColumns(in: table)
        long = columns
        grouping = BoxChartBuilder.grouping(columns, in: table)
    }

    /// Wide data: each column's values (of the rows added), empty cells skipped, to its box.
    private func appendWide(_ columns: [ArraySlice<Double>]) throws {
        for (index, values) in columns.enumerated() {
            let gaps = values.count { $0.isNaN }
            grouping.skipped += gaps
            try spills[0][index].append(gaps == 0 ? values : ArraySlice(values.filter { !$0.isNaN }))
        }
    }
}
