/// Builds a `BoxChart` from a streamed input batch by batch (`TableBatchReader`), each box's
/// values going to its own `HistSpill`, so 100M values never sit in memory at once and the
/// quartiles stay exact (`BoxStats` selects over the spill).
///
/// The rules are `BoxChartBuilder`'s, decided on the first batch: wide data's columns (`--y`, or
/// the mostly-numeric ones of the first batch), long rows' value column and the header's titles.
/// Long rows are grouped by the same `BoxGrouping`, batch by batch, so categories and keys keep
/// their order of first appearance over the whole input and the caps refuse the same row a whole
/// read refuses, at its line.
final class BoxBatchBuilder {
    let builder: BoxChartBuilder
    private let budget: HistSpill.Budget
    private let folder: String
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
        if first == nil { try start(table) }
        guard let long else { return try addWide(table, skipping: skipping) }
        try builder.group(table, long, from: skipping, into: &grouping)
        for series in grouping.values.indices {
            if series == spills.count { spills.append([]) }
            for category in grouping.values[series].indices {
                while spills[series].count <= category { spills[series].append(HistSpill(budget: budget, folder: folder)) }
                guard !grouping.values[series][category].isEmpty else { continue }
                try spills[series][category].append(grouping.values[series][category][...])
                grouping.values[series][category].removeAll(keepingCapacity: false)
            }
        }
    }

    /// The first batch decides the layout of the data: wide columns, or long rows' columns.
    private func start(_ table: DataTable) throws {
        try table.requireDataRows()
        first = table
        guard builder.value != nil || builder.x != nil || builder.key != nil else {
            wide = try builder.wideColumns(in: table)
            spills = [wide.map { _ in HistSpill(budget: budget, folder: folder) }]
            return
        }
        let columns = try builder.longColumns(in: table)
        long = columns
        grouping = BoxChartBuilder.grouping(columns, in: table)
    }

    /// Wide data: each column's values, empty cells skipped, to its box.
    private func addWide(_ table: DataTable, skipping: Int) throws {
        for (index, column) in wide.enumerated() {
            let values = try builder.numbers(table, column: column).dropFirst(skipping)
            let gaps = values.count { $0.isNaN }
            grouping.skipped += gaps
            try spills[0][index].append(gaps == 0 ? values : ArraySlice(values.filter { !$0.isNaN }))
        }
    }
}
