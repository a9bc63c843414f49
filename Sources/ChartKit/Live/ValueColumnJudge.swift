/// Checks, batch by batch, that long data's default value column (`--series` without `--y`) is
/// the one a whole read picks.
///
/// A whole read takes the first mostly-numeric column that is neither x nor the key (nor a
/// scatter's sizes, `SeriesSplitter.notValues`), judged on
/// each column's first 1000 non-empty cells (`LineChartBuilder.isMostlyNumeric`); the first batch
/// picks it the same way from its own cells, which may be fewer. So the columns up to the pick
/// are judged again over the batches as they come, and a stream stands only if the whole input
/// makes the same pick.
struct ValueColumnJudge {
    /// The columns up to the picked one, with their numeric and non-empty cells so far (up to 1000).
    private var judged: [(column: Int, numbers: Int, seen: Int)] = []

    /// Judges the columns up to `roles.value` when the value column was not named (`--y`).
    init(splitter: SeriesSplitter, roles: SeriesSplitter.Roles) {
        guard splitter.value == nil else { return }
        judged = (0...roles.value).filter { $0 != roles.x && $0 != roles.key && !roles.notValues.contains($0) }.map { ($0, 0, 0) }
    }

    /// Takes in a batch's cells after its first `skipping` rows (an earlier batch's).
    mutating func add(_ table: DataTable, skipping: Int) {
        for index in judged.indices where judged[index].seen < 1000 {
            for cell in table.texts(ofColumn: judged[index].column).dropFirst(skipping) where !cell.isEmpty && judged[index].seen < 1000 {
                judged[index].seen += 1
                if LineChartBuilder.isMostlyNumeric([cell]) { judged[index].numbers += 1 }
            }
        }
    }

    /// Whether the whole input picks the first batch's value column: only the last judged
    /// column is mostly numeric.
    var agreesWithFirstBatch: Bool {
        judged.indices.allSatisfy { (judged[$0].seen > 0 && judged[$0].numbers * 2 >= judged[$0].seen) == ($0 == judged.count - 1) }
    }
}
