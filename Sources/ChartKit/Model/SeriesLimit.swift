/// The most series one chart draws (line, bar, discrete, hist and scatter; `--y2` and
/// `--series` keys included), so that a very wide input fails at once with one line instead of
/// growing for minutes and gigabytes.
///
/// 1,000 is far past any chart that can be read and still within what stays fast. The default
/// palette tells 35 series apart (7 colours, each round with another dash; `tableau10` 50), and
/// beyond that the layouters already warn that looks repeat; the legend of 2,000 series took
/// 5,000 px of height (in columns) at the default font, so it is left out with a warning long
/// before 1,000. gnuplot's work grows with series × rows (each series
/// is its own plot clause), and every series costs chart a column of numbers, a style and a
/// legend measurement: a CSV header of 20,000 columns (250 KB) drew nothing useful and took
/// minutes and gigabytes. A chart of a thousand sensors as a band is still drawn; a wider table
/// is charted by naming its columns (`--y`).
package enum SeriesLimit {
    /// Series of one chart.
    package static let maximum = 1_000

    /// Refuses `named` series columns given by a flag (`--y`, with `--y2`, `--low`/`--high`) as
    /// a usage error (64), before any series is built: the count is the flag's.
    static func checkNamed(_ count: Int, flag: String) throws {
        guard count > maximum else { return }
        throw ChartError.usage(
            """
            \(flag) names \(count) series, more than the \(maximum) a chart draws (their colours repeat after a few dozen, and no legend could name \
            them all); chart fewer columns, or split them over several charts
            """
        )
    }

    /// Refuses the default series (every numeric column of `table`, in `columns`) when there are
    /// more than `maximum`, as bad data (65) at the first cell of the first column beyond it.
    static func checkFound(_ columns: [Int], in table: DataTable, what: String = "numeric columns", flag: String = "--y") throws {
        guard columns.count > maximum else { return }
        let column = columns[maximum]
        throw ChartError.badData(
            location: table.rowCount > 0 ? table.location(row: 0, column: column) : nil, column: table.displayName(ofColumn: column),
            message:
                """
                \(columns.count) \(what) to draw as series, more than the \(maximum) a chart draws (their colours repeat after a few dozen, and no \
                legend could name them all); name the columns to draw with \(flag)
                """
        )
    }

    /// Refuses a `--series` split into `count` keys when that is more than `maximum`, as bad
    /// data (65) at the first row of the first key beyond it, before the wide table or any
    /// series is made. A split that meets its keys one by one (`counted` false) stops at key
    /// `maximum + 1`, so its message says "more than".
    static func checkKeys(_ count: Int, counted: Bool = true, firstRowBeyond row: Int, in table: DataTable, key: Int) throws {
        guard count > maximum else { return }
        let many = counted ? "\(count) series, more than the \(maximum)" : "more than \(maximum) series, the most"
        throw ChartError.badData(
            location: table.location(row: row, column: key), column: table.displayName(ofColumn: key),
            message:
                """
                --series makes \(many) a chart draws (their colours repeat after a few dozen, and no legend could name them all); filter the rows, \
                or split by a column with fewer values
                """
        )
    }
}
