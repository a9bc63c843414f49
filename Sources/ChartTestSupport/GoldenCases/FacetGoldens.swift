import ChartKit

/// Golden cases of `--facet`: small multiples of a histogram and of a line chart, from a table
/// (the facet splits the table, so these start one stage before the kinds' own cases).
package enum FacetGoldens {
    /// Long latencies in three regions with a hostile region name (quotes, a backquote).
    static let latencies: DataTable = {
        let regions = ["eu", "us", "ap'`touch x`"]
        let values = HistGoldens.latencies(300, seed: 7)
        let rows = values.indices.map { (regions[$0 % 3], String(values[$0] * Double(1 + $0 % 3))) }
        return table(names: ["region", "ms"], rows.map { [$0.0, $0.1] })
    }()

    /// Two series over five years in four sectors, one sector with only three years.
    static let sectors: DataTable = {
        var rows: [[String]] = []
        for (index, sector) in ["mining", "retail", "health", "utilities"].enumerated() {
            for year in 2010..<(index == 3 ? 2013 : 2015) {
                rows.append([String(year), sector, String(100 * (index + 1) + (year - 2010) * (index + 2)), String(50 + year - 2010)])
            }
        }
        return table(names: ["year", "sector", "jobs", "openings"], rows)
    }()

    /// Three series in three panels, the first panel without "b" and the second holding all
    /// three: the one legend lists a, c, b (the whole input's order) on the page, not P1's two.
    static let gapped: DataTable = table(
        names: ["panel", "s", "x", "v"],
        [
            ["P1", "a", "1", "2"], ["P1", "c", "1", "5"], ["P1", "a", "3", "2"], ["P1", "c", "3", "5"], ["P2", "b", "1", "8"], ["P2", "a", "1", "3"],
            ["P2", "c", "2", "4"], ["P2", "b", "3", "7"], ["P2", "a", "3", "1"], ["P2", "c", "3", "6"], ["P3", "b", "1", "8"], ["P3", "b", "3", "9"],
        ])

    static func table(names: [String], _ rows: [[String]]) -> DataTable {
        let columns = names.indices.map { column in rows.map { $0[column] } }
        let lines = names.indices.map { _ in rows.indices.map { Int32($0 + 2) } }
        let cellColumns = names.indices.map { column in rows.map { _ in Int32(column + 1) } }
        return DataTable(source: "facet.csv", names: names, hasHeader: true, columns: columns, cellLines: lines, cellColumns: cellColumns)
    }

    package static let cases: [GoldenCase] = [
        GoldenCase(
            .hist, "facet",
            .hist(
                HistChartBuilder(y: [.name("ms")], key: nil),
                HistOptions(figure: FigureOptions(title: "Latency by region"), paging: PagingOptions(output: "f.png"), marks: [.percentile(99)])),
            table: latencies, facet: FacetOptions(column: .name("region"))),
        GoldenCase(
            .line, "facet",
            .line(
                LineChartBuilder(x: .name("year"), y: [.name("jobs"), .name("openings")]),
                LineOptions(figure: FigureOptions(width: 900, height: 600), paging: PagingOptions(output: "l.png"))),
            table: sectors, facet: FacetOptions(column: .name("sector"), sort: .total)),
        GoldenCase(
            .line, "facet-free",
            .line(LineChartBuilder(x: .name("year"), y: [.name("jobs")]), LineOptions(paging: PagingOptions(output: "r.png"))),
            table: sectors, facet: FacetOptions(column: .name("sector"), scale: .free, columns: 3, sort: .name)),
        GoldenCase(
            .line, "facet-legend",
            .line(LineChartBuilder(x: .name("x"), y: [.name("v")]), LineOptions(paging: PagingOptions(output: "g.png"), points: true)),
            table: gapped, facet: FacetOptions(column: .name("panel")), series: .name("s")),
    ]
}

extension GoldenCase {
    /// A `--facet` case named `KIND-what`, drawn by `recipe` from `table`, one panel per value of
    /// `facet`'s column, split into series by `series` (`--series`) if given.
    init(_ kind: ChartKind, _ what: String, _ recipe: some ChartRecipe, table: DataTable, facet: FacetOptions, series: ColumnSelector? = nil) {
        self.init(kind, what, recipe, LineChart(x: XValues(kind: .number, positions: []), series: []))
        request = ChartRequest(recipe, input: .table(table))
        request.facet = facet
        request.series = series
    }
}
