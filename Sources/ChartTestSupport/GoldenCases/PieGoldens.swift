import ChartKit

/// Golden cases of `chart pie`, one per option family.
package enum PieGoldens {
    static let seed = PieChart(groups: [
        PieGroup(slices: [
            PieSlice(label: "Steps taken", value: 60, color: "#D62728"),
            PieSlice(label: "Tasks completed", value: 25, color: "#1F77B4"),
            PieSlice(label: "Surveys completed", value: 15, color: "#2CA02C"),
        ])
    ])

    /// Eight slices of a monthly budget in the default palette.
    package static let budget = PieChart(groups: [
        PieGroup(
            slices: zip(
                ["Rent", "Food", "Transport", "Utilities", "Insurance", "Savings", "Fun", "Gifts"],
                [1200.0, 450, 180, 140, 95, 300, 60, 25]
            ).enumerated().map { index, pair in
                PieSlice(label: pair.0, value: pair.1, color: Palette.color(index))
            })
    ])

    static let shares = PieChart(
        groups: [
            PieGroup(slices: [
                PieSlice(label: "a", value: 50, color: "#0072B2"), PieSlice(label: "b", value: 30, color: "#E69F00"),
            ])
        ], valuesArePercent: true)

    static let monthly = PieChart(groups: [
        PieGroup(name: "Jan", slices: [PieSlice(label: "a", value: 1, color: "#0072B2"), PieSlice(label: "b", value: 2, color: "#E69F00")]),
        PieGroup(name: "Feb", slices: [PieSlice(label: "b", value: 5, color: "#E69F00"), PieSlice(label: "c", value: 1, color: "#009E73")]),
    ])

    static let hostile = PieChart(groups: [
        PieGroup(slices: [
            PieSlice(label: "`touch x`", value: 1, color: "#0072B2"), PieSlice(label: "it's\nEOD", value: 2, color: "#E69F00"),
            PieSlice(label: "$(id) \"q\"", value: 3, color: "#009E73"),
        ])
    ])

    static func pie(_ what: String, _ chart: PieChart, _ options: PieOptions) -> GoldenCase {
        GoldenCase(.pie, what, .pie(PieChartBuilder(), options), chart)
    }

    static let cases: [GoldenCase] = [
        pie("seed", seed, PieOptions(paging: PagingOptions(output: "a.png"), percentLabels: true)),
        pie(
            "budget", budget,
            PieOptions(
                figure: FigureOptions(title: "Budget"), paging: PagingOptions(output: "b.png"), percentLabels: true, valueLabels: true,
                valueFormat: .currency(code: "USD"))),
        pie(
            "donut", seed,
            PieOptions(
                paging: PagingOptions(output: "d.png"), ringWidth: 0.35, centerTitle: "Weekly", centerText: "Report",
                clockwise: false, startAngle: 90, percentLabels: true)),
        pie(
            "percent-gap", shares,
            PieOptions(figure: FigureOptions(width: 400, height: 300), paging: PagingOptions(output: "s.png"), ringWidth: 0.5)),
        pie(
            "groups-legend", monthly,
            PieOptions(figure: FigureOptions(title: "Monthly"), paging: PagingOptions(output: "out/m.png"), percentLabels: true, legend: true)),
        pie(
            "hostile", hostile,
            PieOptions(
                figure: FigureOptions(title: "`touch pwned` it's"), paging: PagingOptions(output: "it's.png"),
                ringWidth: 0.4, centerTitle: "'`id`'", centerText: "a\"b")),
    ]
}
