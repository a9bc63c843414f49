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
        // Long range data split by key (--series): three keys, one without a row for Mar (a gap),
        // over two pages on a log axis.
        GoldenCase(
            .discrete, "series-ranges",
            .discrete(
                DiscreteChartBuilder(x: .name("month"), low: [.name("low")], high: [.name("high")]),
                DiscreteOptions(
                    axes: AxisOptions(yLog: true), paging: PagingOptions(pagination: .pageSize(3), output: "out/r.png"), connect: true)),
            csv: """
                year,month,low,high
                2012,Jan,2,12
                2012,Feb,3,15
                2012,Mar,4,18
                2012,Apr,6,21
                2013,Jan,1,11
                2013,Feb,2.5,14
                2013,Apr,5,22
                2014,Jan,1.5,13
                2014,Feb,3,16
                2014,Mar,3.5,19
                2014,Apr,7,24

                """,
            series: .name("year")),
    ]
}
