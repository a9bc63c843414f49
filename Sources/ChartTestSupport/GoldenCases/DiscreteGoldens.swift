import ChartKit

/// Golden cases of `chart discrete`, one per option family (`line --highlight` is a line case).
package enum DiscreteGoldens {
    static let heart = DiscreteChart(
        slots: ["Mon", "Tue", "Wed", "Thu"],
        plots: [
            DiscretePlot(
                name: "heart rate", points: [DiscretePoint(low: 55, high: 99), DiscretePoint(value: 70), nil, DiscretePoint(low: 60, high: 81.5)])
        ],
        xTitle: "day")

    static let vitals = DiscreteChart(
        slots: (1...6).map(String.init), slotKind: .number, slotValues: (1...6).map(Double.init),
        plots: [
            DiscretePlot(name: "sys", points: (0..<6).map { DiscretePoint(low: 115 + Double($0), high: 130 + Double($0 % 3)) }),
            DiscretePlot(name: "it's `hr`", points: (0..<6).map { $0 == 4 ? nil : DiscretePoint(low: 55, high: 90 + Double($0)) }),
        ])

    static let cases: [GoldenCase] = [
        GoldenCase(
            .discrete, "connect",
            .discrete(
                DiscreteChartBuilder(),
                DiscreteOptions(
                    figure: FigureOptions(width: 640, height: 400, title: "Heart"),
                    axes: AxisOptions(grid: true, hlines: [60], vlines: ["Tue"]),
                    paging: PagingOptions(output: "h.png"), connect: true, highlight: "Wed")),
            heart),
        GoldenCase(
            .discrete, "pages",
            .discrete(
                DiscreteChartBuilder(),
                DiscreteOptions(
                    axes: AxisOptions(yMin: 40, ySide: .right),
                    paging: PagingOptions(pagination: .pageSize(4), output: "out/v.png"), highlight: "5",
                    colors: ["#D55E00", "#009E73"])),
            vitals),
    ]
}
