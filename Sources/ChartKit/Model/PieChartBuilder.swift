#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a table and the user's column choices into a validated `PieChart`.
///
/// Defaults: the first column gives the slice titles and the first numeric column after it the
/// values; a table with one column has numbered slices. Every rule a pie needs is checked
/// here, with the file, line and column of the offending cell: values must be finite numbers
/// ≥ 0, each pie needs a positive total, `--percent` values must not sum over 100, and colours
/// from a colour column must be known.
package struct PieChartBuilder: Sendable {
    package var label: ColumnSelector?
    package var value: ColumnSelector?
    /// A column of colours (`#RRGGBB`, `#RGB` or a name); empty cells take the palette colour.
    package var color: ColumnSelector?
    /// One pie per distinct value of this column, in order of first appearance.
    package var group: ColumnSelector?
    /// Values are percentages of 100.
    package var percent: Bool
    /// Colours for the slice titles in order of first appearance (`--colors`), cycled; nil: the
    /// theme's palette (a sequential one spread over the titles, `Theme.spread(over:)`).
    package var colors: [String]?
    /// The theme's fills (`Theme.fills`); past the colours' end, titles are hatched, a new
    /// pattern each round (`Theme.seriesFill`), so at least 20 titles stay apart.
    package var theme: Theme
    /// Slices below this percentage of their pie merge into one "Other" slice.
    package var otherBelow: Double?
    /// Slice order: input order, smallest or largest first (the "Other" slice stays last).
    package var sort: BarSort

    /// The colour of the merged "Other" slice: a neutral grey, so it never reads as a category.
    package static let otherColor = "#9E9E9E"
    package static let otherLabel = "Other"

    package init(
        label: ColumnSelector? = nil, value: ColumnSelector? = nil, color: ColumnSelector? = nil, group: ColumnSelector? = nil,
        percent: Bool = false, colors: [String]? = nil, otherBelow: Double? = nil, sort: BarSort = .none, theme: Theme = .light
    ) {
        self.label = label
        self.value = value
        self.color = color
        self.group = group
        self.percent = percent
        self.colors = colors?.isEmpty == true ? nil : colors
        self.otherBelow = otherBelow
        self.sort = sort
        self.theme = theme
    }

    package func chart(from table: DataTable) throws -> PieChart {
        try table.requireDataRows()
        let columns = try self.columns(of: table)
        let values = try sliceValues(table, column: columns.value)
        let rowColors = try self.rowColors(table, column: columns.color)
        let labels = (0..<table.rowCount).map { row in columns.label.map { table.text(row: row, column: $0) } ?? String(row + 1) }
        let palette = colors ?? theme.spread(over: Set(labels).count).palette
        let lookOfLabel = paletteLooks(for: labels, colors: palette)
        var groups: [PieGroup] = []
        for (name, rows) in Self.rowsByGroup(table, column: columns.group) {
            let sum = try total(of: rows, values: values, group: name, table: table, column: columns.value)
            let slices = rows.map { row in
                PieSlice(
                    label: labels[row], value: values[row], color: rowColors[row] ?? lookOfLabel[labels[row]]?.color ?? Palette.color(0, in: palette),
                    fill: rowColors[row] == nil ? lookOfLabel[labels[row]]?.fill ?? .solid : .solid)
            }
            let pie = arranged(slices, whole: percent ? 100 : sum)
            try ChartLimits.checkPieSlices(
                pie.count, group: name, table: table, firstRowBeyond: rows[min(ChartLimits.pieSlices, rows.count - 1)],
                column: columns.label ?? columns.value)
            groups.append(PieGroup(name: name, slices: pie))
        }
        return PieChart(groups: groups, valuesArePercent: percent, lookColors: columns.color == nil ? palette.count : nil)
    }

    /// A slice title's colour and fill.
    struct Look: Hashable {
        var color: String
        var fill: FillPattern
    }

    /// The columns a pie reads, by index; `label`, `color` and `group` are optional.
    private struct Columns {
        var label: Int?
        var value: Int
        var color: Int?
        var group: Int?
    }

    /// The chosen columns, with the defaults filled in and the titles checked apart from the
    /// values.
    ///
    /// The titles default to the first column no other option took, but only when another
    /// column is left for the values (or `--value` names one): a one-column table is numbered
    /// slices, not titles without values.
    private func columns(of table: DataTable) throws -> Columns {
        let groupColumn = try group.map { try table.columnIndex($0) }
        let colorColumn = try color.map { try table.columnIndex($0) }
        let explicitValue = try value.map { try table.columnIndex($0) }
        let used = Set([groupColumn, colorColumn, explicitValue].compactMap { $0 })
        let labelColumn: Int?
        if let label {
            labelColumn = try table.columnIndex(label)
        } else {
            let free = (0..<table.columnCount).filter { !used.contains($0) }
            labelColumn = free.count > 1 || (free.count == 1 && explicitValue != nil) ? free.first : nil
        }
        var taken = [(groupColumn, "--group"), (colorColumn, "--color-column")].compactMap { column, flag in column.map { (column: $0, flag: flag) } }
        if label != nil, let labelColumn { taken.append((labelColumn, "--label")) }
        let valueColumn = try explicitValue ?? defaultValueColumn(in: table, excluding: used.union([labelColumn].compactMap { $0 }), takenBy: taken)
        try table.requireDistinct(labelColumn, role: "the slice titles (--label)", from: [valueColumn], otherRole: "the values (--value)")
        return Columns(label: labelColumn, value: valueColumn, color: colorColumn, group: groupColumn)
    }

    /// The value column's numbers, each checked to be at least zero.
    ///
    /// A negative slice has no angle to draw, so it is an error at its cell rather than a
    /// silently wrong pie.
    private func sliceValues(_ table: DataTable, column: Int) throws -> [Double] {
        let values = try table.numbers(at: column, emptyIsGap: false)
        for (row, number) in values.enumerated() where number < 0 {
            throw ChartError.badData(
                location: table.location(row: row, column: column), column: table.displayName(ofColumn: column),
                message: "a pie slice cannot be negative, found \(QuotedText.quoted(table.text(row: row, column: column)))")
        }
        return values
    }

    /// Each row's colour from the colour column: nil for a blank cell or no column (the slice
    /// then takes its title's palette colour).
    ///
    /// An unknown colour is an error at its cell: drawing it in some other colour would hide
    /// the typo.
    private func rowColors(_ table: DataTable, column colorColumn: Int?) throws -> [String?] {
        try (0..<table.rowCount).map { row in
            guard let colorColumn else { return nil }
            let cell = table.text(row: row, column: colorColumn)
            if HeaderSniffer.isBlank(cell) { return nil }
            guard let parsed = ColorList.color(cell) else {
                throw ChartError.badData(
                    location: table.location(row: row, column: colorColumn), column: table.displayName(ofColumn: colorColumn),
                    message: "unknown colour \(QuotedText.quoted(cell)); use #RRGGBB, #RGB or a name like red, teal, navy")
            }
            return parsed
        }
    }

    /// A palette colour and fill per distinct slice title, in order of first appearance.
    ///
    /// Looks follow the slice title, so one title has one colour on every page.
    private func paletteLooks(for labels: [String], colors: [String]) -> [String: Look] {
        var lookOfLabel: [String: Look] = [:]
        var labelOrder = 0
        for label in labels where lookOfLabel[label] == nil {
            lookOfLabel[label] = Look(color: Palette.color(labelOrder, in: colors), fill: theme.seriesFill(labelOrder, colors: colors.count))
            labelOrder += 1
        }
        return lookOfLabel
    }

    /// The rows of each pie, in order of first appearance of its group name; one unnamed pie
    /// of every row without a group column.
    private static func rowsByGroup(_ table: DataTable, column groupColumn: Int?) -> [(name: String?, rows: [Int])] {
        var groupNames: [String?] = []
        var rowsOfGroup: [String: [Int]] = [:]
        for row in 0..<table.rowCount {
            let name = groupColumn.map { table.text(row: row, column: $0) } ?? ""
            if rowsOfGroup[name] == nil { groupNames.append(groupColumn == nil ? nil : name) }
            rowsOfGroup[name, default: []].append(row)
        }
        return groupNames.map { ($0, rowsOfGroup[$0 ?? ""] ?? []) }
    }

    /// The sum of one pie's values, checked to be positive and, with `--percent`, at most 100.
    ///
    /// The percent check runs as the sum grows, so the error names the row that pushed it over;
    /// a zero total has no angles to divide, so it is an error at the pie's first row.
    private func total(of rows: [Int], values: [Double], group name: String?, table: DataTable, column: Int) throws -> Double {
        var sum = 0.0
        for row in rows {
            sum += values[row]
            if percent && sum > 100 * (1 + 1e-12) {
                throw ChartError.badData(
                    location: table.location(row: row, column: column), column: table.displayName(ofColumn: column),
                    message:
                        """
                        --percent values\(name.map { " of group \(QuotedText.quoted($0))" } ?? "") reach \(GnuplotNumber.literal(sum)) at this row; \
                        percentages of one pie must not sum over 100
                        """
                )
            }
        }
        guard sum > 0 else {
            let row = rows.first ?? 0
            throw ChartError.badData(
                location: table.location(row: row, column: column), column: table.displayName(ofColumn: column),
                message: "the values\(name.map { " of group \(QuotedText.quoted($0))" } ?? "") sum to zero; a pie needs a positive total")
        }
        return sum
    }

    /// `--other-below` merging (only when at least two slices qualify: one small slice is
    /// clearer under its own name), then `--sort`.
    func arranged(_ slices: [PieSlice], whole: Double) -> [PieSlice] {
        var result = slices
        if let otherBelow {
            let small = slices.indices.filter { slices[$0].value / whole * 100 < otherBelow }
            if small.count >= 2 {
                let merged = small.reduce(0.0) { $0 + slices[$1].value }
                let smallSet = Set(small)
                result = slices.indices.filter { !smallSet.contains($0) }.map { slices[$0] }
                result.append(PieSlice(label: Self.otherLabel, value: merged, color: Self.otherColor, isOther: true, merged: small.count))
            }
        }
        if sort != .none {
            let order = result.indices.sorted { a, b in
                if result[a].isOther != result[b].isOther { return !result[a].isOther }
                if result[a].value != result[b].value { return (result[a].value > result[b].value) == (sort == .desc) }
                return a < b
            }
            result = order.map { result[$0] }
        }
        return result
    }

    /// The first numeric column no other role took, for a pie without `--value`.
    ///
    /// When none is left, the message blames what the user chose: a numeric column that a flag
    /// in `taken` claimed (`--color-column v` on `name,v` leaves nothing for the values), else the
    /// first remaining column's first non-number, but only when no flag took a column, since
    /// that column is then the values by position and not a title column pushed aside.
    private func defaultValueColumn(in table: DataTable, excluding: Set<Int>, takenBy taken: [(column: Int, flag: String)]) throws -> Int {
        let candidates = (0..<table.columnCount).filter { !excluding.contains($0) }
        if let numeric = candidates.first(where: { LineChartBuilder.isMostlyNumeric(table, column: $0) }) { return numeric }
        if let claimed = taken.first(where: { LineChartBuilder.isMostlyNumeric(table, column: $0.column) }) {
            throw ChartError.usage(
                "no numeric column is left for the slice values: \(claimed.flag) takes \(table.displayName(ofColumn: claimed.column)); "
                    + "name the values with --value")
        }
        if taken.isEmpty, let column = candidates.first {
            _ = try table.numbers(at: column, emptyIsGap: false)
        }
        throw ChartError.badData(
            location: nil, column: nil,
            message: "\(table.source) has no numeric column for slice values (columns: \(table.names.joined(separator: ", "))); name one with --value"
        )
    }
}
