/// A table cut into one table per distinct value of the `--facet` column, in order of first
/// appearance: the panels' data.
///
/// Each panel's table keeps every column but the facet column and every cell's text and file
/// position, so an error in a panel still names the input's line and column. The keys are
/// counted first and the cap (`FacetOptions.maximumPanels`) checked at the first row beyond it,
/// before any panel's table is made. A kind that streams its panels (`FacetStreamingRecipe`)
/// gives its models instead, and the long file of the other streaming kinds its models or
/// streams (`ChartPipeline.streamedFacetSplit`), built batch by batch under the same checks.
package struct FacetSplit: Sendable {
    package var keys: [String]
    /// Each panel's input: its table, or its model or line stream when the input was streamed.
    package var parts: [ChartInput]
    /// Every row, without the facet column: the data the shared axes and legend are made of.
    /// With `--series` split over an x, only the first row of each (x, key) pair: two panels
    /// may each have a value at the same x for the same series, which one table cannot hold,
    /// and the shared x and legend need only every x and every key, in order.
    package var whole: ChartInput

    /// Panels made elsewhere (a streamed input's models).
    init(keys: [String], parts: [ChartInput], whole: ChartInput) {
        (self.keys, self.parts, self.whole) = (keys, parts, whole)
    }

    /// Cuts `table` by the `selector` column; `pairs` names the x and the `--series` key when
    /// long data is split over an x (the x defaults to the first column but the key and facet).
    package init(_ table: DataTable, column selector: ColumnSelector, pairs: (x: ColumnSelector?, key: ColumnSelector)? = nil) throws {
        let column = try table.columnIndex(selector)
        var keys = FacetKeys()
        var rowsOf: [[Int]] = []
        for (row, text) in table.texts(ofColumn: column).enumerated() {
            let panel = try keys.panel(of: text, row: row, column: column, in: table)
            if panel < rowsOf.count { rowsOf[panel].append(row) } else { rowsOf.append([row]) }
        }
        guard !rowsOf.isEmpty else { throw FacetKeys.noRows(column: table.displayName(ofColumn: column)) }
        self.keys = keys.keys
        let kept = (0..<table.columnCount).filter { $0 != column }
        let columns = kept.map { table.texts(ofColumn: $0) }
        let positions = kept.map { table.positions(ofColumn: $0) }
        let part = { (rows: [Int]) -> DataTable in
            var part = DataTable(
                source: table.source, names: kept.map { table.names[$0] }, hasHeader: table.hasHeader,
                columns: columns.map { cells in rows.map { cells[$0] } },
                cellLines: positions.map { cells in rows.map { cells.lines[$0] } },
                cellColumns: positions.map { cells in rows.map { cells.columns[$0] } }, jsonPaths: table.jsonPaths?.forCutTable)
            part.valueTitle = table.valueTitle
            return part
        }
        parts = rowsOf.map { .table(part($0)) }
        whole = .table(part(try Self.firstOfEachPair(table, facet: column, pairs: pairs)))
    }

    /// The rows of `table` that are the first of their (x, key) pair, or every row without `pairs`.
    private static func firstOfEachPair(_ table: DataTable, facet: Int, pairs: (x: ColumnSelector?, key: ColumnSelector)?) throws -> [Int] {
        guard let pairs else { return Array(0..<table.rowCount) }
        let key = try table.columnIndex(pairs.key)
        guard let x = try pairs.x.map({ try table.columnIndex($0) }) ?? (0..<table.columnCount).first(where: { $0 != key && $0 != facet }) else {
            return Array(0..<table.rowCount)
        }
        let (xs, keys) = (table.texts(ofColumn: x), table.texts(ofColumn: key))
        var seen = Set<[String]>()
        return (0..<table.rowCount).filter { seen.insert([xs[$0], keys[$0]]).inserted }
    }
}
