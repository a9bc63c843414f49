/// A batch's cells column by column (texts and places), taken once, so the first rows of many
/// panels starting in one batch are cut without taking its columns again for each.
struct BatchCells {
    let texts: [[String]]
    let positions: [(lines: [Int32], columns: [Int32])]

    init(_ table: DataTable) {
        texts = (0..<table.columnCount).map { table.texts(ofColumn: $0) }
        positions = (0..<table.columnCount).map { table.positions(ofColumn: $0) }
    }

    /// The table of `rows` of `table` (whose cells these are), made as `FacetSplit` makes a
    /// panel's table (cells' texts and places kept), so its columns are decided as the whole
    /// read's are.
    func table(of rows: [Int], like table: DataTable) -> DataTable {
        var part = DataTable(
            source: table.source, names: table.names, hasHeader: table.hasHeader, columns: texts.map { cells in rows.map { cells[$0] } },
            cellLines: positions.map { cells in rows.map { cells.lines[$0] } },
            cellColumns: positions.map { cells in rows.map { cells.columns[$0] } },
            jsonPaths: table.jsonPaths?.forCutTable
        )
        part.valueTitle = table.valueTitle
        return part
    }
}
