/// The categories along one heatmap axis in order of first appearance, capped as they are met
/// (`HeatmapChartBuilder.categoryLimit`), so a column of a million distinct names is refused at
/// the first one too many rather than after it is held.
///
/// Kept across a stream's batches, which is what lets a streamed read number them as a whole
/// read does.
struct HeatmapCategories {
    private(set) var names: [String] = []
    private var order: [String: Int] = [:]
    /// The axis as the cap's message names it (`x categories`).
    let axis: String

    init(axis: String) { self.axis = axis }

    /// The slot of `text` (cell `row`, `column` of `table`), −1 for an empty cell.
    mutating func slot(of text: String, row: Int, column: Int, in table: DataTable) throws -> Int {
        guard !text.isEmpty else { return -1 }
        if let slot = order[text] { return slot }
        try HeatmapChartBuilder.checkCount(
            names.count + 1, axis: axis, location: table.location(row: row, column: column), column: table.displayName(ofColumn: column))
        order[text] = names.count
        names.append(text)
        return names.count - 1
    }
}
