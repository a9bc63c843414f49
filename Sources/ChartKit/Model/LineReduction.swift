/// What a line chart that holds only some rows of a longer input knows about all of them.
///
/// A streamed input (`LineStream`) is never held in memory: its rows are read once, kept as
/// numbers in a temporary file, and only the rows a picture needs come back (each page's first
/// and last row, every series' smallest and largest value per page, and the M4 selection of the
/// rendered pages). Laying out those rows gives the same pages, windows, value axes and drawn
/// points as laying out every row, as long as the facts that depend on every row are carried
/// here instead of being recomputed from the few that are left.
package struct LineReduction: Sendable, Equatable {
    /// Rows of the whole input.
    package var sourceRowCount: Int
    /// The input row (0-based) of each row the chart holds, ascending.
    package var sourceRows: [Int]
    /// Whether every finite series value of the input is a whole number (whole-number ticks).
    package var integerValues: Bool
    /// Whether every x of the input is a whole number (numeric x only).
    package var integerX: Bool
    /// The finest calendar unit dividing every x (time x only): see `XAxisLayout.granularity(of:)`.
    package var timeGranularity: Double
    /// Whether every x of the input is 1 January (time x of whole days only): dates are then
    /// written as years.
    package var yearly: Bool
    /// The sum of every finite value of the input, series by series, each in x order (a
    /// streamed `--facet` panel's, for `--facet-sort total`); nil: the chart's own values'.
    package var valueTotal: Double?

    package init(sourceRowCount: Int, sourceRows: [Int], integerValues: Bool, integerX: Bool, timeGranularity: Double, yearly: Bool = false) {
        self.sourceRowCount = sourceRowCount
        self.sourceRows = sourceRows
        self.integerValues = integerValues
        self.integerX = integerX
        self.timeGranularity = timeGranularity
        self.yearly = yearly
    }

    /// The chart rows holding the input rows `range`: from the first held row at or after its
    /// start to the first at or after its end. The reduced chart keeps every page's first row, so
    /// a page's range maps to the chart rows of that page.
    func localRange(_ range: Range<Int>) -> Range<Int> {
        firstIndex(atLeast: range.lowerBound)..<firstIndex(atLeast: range.upperBound)
    }

    /// The input rows from the first to the last of the chart rows `range` (empty stays empty).
    func sourceRange(_ range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else {
            let start = range.lowerBound < sourceRows.count ? sourceRows[range.lowerBound] : sourceRowCount
            return start..<start
        }
        return sourceRows[range.lowerBound]..<(sourceRows[range.upperBound - 1] + 1)
    }

    private func firstIndex(atLeast row: Int) -> Int {
        var low = 0
        var high = sourceRows.count
        while low < high {
            let middle = (low + high) / 2
            if sourceRows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
