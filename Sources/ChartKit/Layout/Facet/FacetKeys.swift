/// The `--facet` column's distinct values in order of first appearance, each checked when first
/// seen: counted as the rows come, so the panel cap is checked before a panel is made, whether
/// the input is cut whole (`FacetSplit`) or batch by batch (`FacetBatchCutter`).
struct FacetKeys {
    private(set) var keys: [String] = []
    private var index: [String: Int] = [:]

    /// The panel of `row`, whose facet cell is `text`: a key seen before, or a new one, which
    /// must name a panel and be within `FacetOptions.maximumPanels`.
    mutating func panel(of text: String, row: Int, column: Int, in table: DataTable) throws -> Int {
        if let found = index[text] { return found }
        if HeaderSniffer.isBlank(text) { throw table.cellError(row: row, column: column, expected: "a panel name for --facet") }
        guard keys.count < FacetOptions.maximumPanels else {
            throw ChartError.badData(
                location: table.location(row: row, column: column), column: table.displayName(ofColumn: column),
                message:
                    """
                    --facet makes more than \(FacetOptions.maximumPanels) panels, the most a chart draws; facet by a column \
                    with fewer distinct values
                    """
            )
        }
        index[text] = keys.count
        keys.append(text)
        return keys.count - 1
    }

    /// The rows of `table` from `skipping` on, grouped by panel (a panel's place in `keys`; one
    /// list per key, those seen before first, empty where the batch has none of it), new keys
    /// taken in order: how the streamed facet readers cut a batch.
    mutating func rowsByPanel(_ table: DataTable, column: Int, skipping: Int) throws -> [[Int]] {
        let texts = table.texts(ofColumn: column)
        var rows: [[Int]] = keys.map { _ in [] }
        for row in skipping..<texts.count {
            let panel = try self.panel(of: texts[row], row: row, column: column, in: table)
            if panel < rows.count { rows[panel].append(row) } else { rows.append([row]) }
        }
        return rows
    }

    /// The error for an input without rows.
    static func noRows(column: String) -> ChartError {
        ChartError.badData(location: nil, column: column, message: "no rows to make --facet panels of")
    }
}
