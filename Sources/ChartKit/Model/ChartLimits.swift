/// The most categories and slices a chart is laid out with, so that time and memory stay
/// bounded by what can be drawn, and an input far beyond it fails at once with exit 65 instead
/// of growing for minutes and gigabytes.
///
/// Each limit is well beyond what any size can show: the largest image is 10000 px a side
/// (`FigureOptions.maximumSize`), so a page of more than 10,000 bars would give each less than
/// a pixel, and a pie of more than 10,000 slices less than three pixels of rim for each.
package enum ChartLimits {
    /// Categories (bar slots) on one bar page.
    package static let barCategoriesPerPage = 10_000
    /// Categories of a bar chart over all its pages (10,000 pages of 100 bars): every page
    /// shares one value axis and one set of margins, so all of them are laid out in every run.
    package static let barCategories = 1_000_000
    /// Slices of one pie, after `--other-below` has merged the small ones.
    package static let pieSlices = 10_000

    /// Refuses a bar chart of `table` with more categories than a page or a chart may hold.
    ///
    /// Checked on the row count alone, before any name is made or any bar laid out; the error
    /// points at the first category beyond the limit and says how to get under it.
    static func checkBarCategories(of table: DataTable, column: Int, pagination: Pagination) throws {
        let count = table.rowCount
        let perPage = pagination.largestPage(rowCount: count)
        if count > barCategories {
            throw ChartError.badData(
                location: table.location(row: barCategories, column: column), column: table.displayName(ofColumn: column),
                message:
                    """
                    more than \(barCategories) categories (\(count)); a bar chart draws at most \(barCategories), \(barCategoriesPerPage) a page: \
                    aggregate or filter the data first
                    """
            )
        }
        if perPage > barCategoriesPerPage {
            throw ChartError.badData(
                location: table.location(row: barCategoriesPerPage, column: column), column: table.displayName(ofColumn: column),
                message:
                    """
                    \(perPage) categories on one page, more than the \(barCategoriesPerPage) a page can draw (each bar would be under a pixel even \
                    at --size 10000x10000); use --page-size \(barCategoriesPerPage) or less, or aggregate the data first
                    """
            )
        }
    }

    /// Refuses a pie with more slices than `pieSlices`, naming its group and the first row of a
    /// slice beyond the limit.
    static func checkPieSlices(_ count: Int, group: String?, table: DataTable, firstRowBeyond row: Int, column: Int) throws {
        guard count > pieSlices else { return }
        let which = group.map { "pie \(QuotedText.quoted($0))" } ?? "the pie"
        throw ChartError.badData(
            location: table.location(row: row, column: column), column: table.displayName(ofColumn: column),
            message:
                """
                \(which) has \(count) slices, more than the \(pieSlices) a pie can draw (under three pixels of rim each even at --size \
                10000x10000); merge small slices with --other-below, or aggregate the data first
                """
        )
    }
}
