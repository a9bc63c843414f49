/// The bubble size of every row of a scatter chart (`chart scatter --size-by COL`): a number at
/// or above 0, NaN for an empty cell (that row's points are skipped and counted in `--plan`).
///
/// Read here, from the table, so a negative or non-numeric cell is refused naming its file, row
/// and column, as every other bad cell is; the layout only scales what is left.
package struct BubbleSizes: Sendable, Equatable {
    /// The size column's name, for `--plan` and the size legend.
    package var name: String
    /// Parallel to the chart's rows: a size, or NaN for an empty cell.
    package var values: [Double]

    package init(name: String, values: [Double]) {
        self.name = name
        self.values = values
    }

    /// The sizes in `column` of `table`: numbers at or above 0, an empty cell NaN.
    package init(_ table: DataTable, column: Int) throws {
        let values = try table.numbers(at: column, emptyIsGap: true)
        if let row = values.firstIndex(where: { $0 < 0 }) {
            throw table.cellError(row: row, column: column, expected: "a bubble size at or above 0 (--size-by)")
        }
        self.init(name: table.names[column], values: values)
    }
}
