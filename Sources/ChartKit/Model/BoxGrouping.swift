/// Long rows grouped into boxes as they are read: categories and series keys numbered in order
/// of first appearance, each new one checked against the caps before anything grows with it.
///
/// Shared by the whole-table builder and the streamed one (`BoxBatchBuilder`), so both number,
/// cap and refuse the same way.
struct BoxGrouping {
    /// The category of rows without a category column: the value column's name.
    let singleCategory: String
    var categories: [String] = []
    var seriesNames: [String] = []
    /// Values by series, then category.
    var values: [[[Double]]] = []
    var skipped = 0
    private var categoryIndex: [String: Int] = [:]
    private var seriesIndex: [String: Int] = [:]

    init(singleCategory: String) {
        self.singleCategory = singleCategory
    }

    /// The slot of category `name` (nil: the one category), added when new.
    mutating func category(_ name: String?, row: Int, column: Int?, in table: DataTable) throws -> Int {
        let name = name ?? singleCategory
        if let index = categoryIndex[name] { return index }
        if let column {
            if HeaderSniffer.isBlank(name) { throw table.cellError(row: row, column: column, expected: "a category name (--x)") }
            if categories.count + 1 > BoxChartBuilder.maximumCategories {
                throw Self.tooMany(
                    "more than \(BoxChartBuilder.maximumCategories) categories, the most a box chart draws (each box would be under a pixel)",
                    row: row, column: column, in: table)
            }
        }
        try checkBoxes(categories: categories.count + 1, series: max(seriesNames.count, 1), row: row, column: column, in: table)
        categoryIndex[name] = categories.count
        categories.append(name)
        for series in values.indices { values[series].append([]) }
        return categories.count - 1
    }

    /// The series of key `key` (nil: the one series), added when new.
    mutating func series(_ key: String?, row: Int, column: Int?, in table: DataTable) throws -> Int {
        let key = key ?? "value"
        if let index = seriesIndex[key] { return index }
        if let column {
            try SeriesLimit.checkKeys(seriesNames.count + 1, counted: false, firstRowBeyond: row, in: table, key: column)
            try checkBoxes(categories: categories.count, series: seriesNames.count + 1, row: row, column: column, in: table)
        }
        seriesIndex[key] = seriesNames.count
        seriesNames.append(key)
        values.append(categories.map { _ in [] })
        return seriesNames.count - 1
    }

    private func checkBoxes(categories: Int, series: Int, row: Int, column: Int?, in table: DataTable) throws {
        guard categories * series > BoxChartBuilder.maximumBoxes, let column else { return }
        throw Self.tooMany(
            "more than \(BoxChartBuilder.maximumBoxes) boxes (categories × series), the most a box chart draws", row: row, column: column,
            in: table)
    }

    private static func tooMany(_ what: String, row: Int, column: Int, in table: DataTable) -> ChartError {
        .badData(
            location: table.location(row: row, column: column), column: table.displayName(ofColumn: column),
            message: "\(what); filter the rows, or group by a column with fewer values")
    }
}
