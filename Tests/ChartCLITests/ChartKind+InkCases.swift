import ChartKit

extension ChartKind {
    /// The data-ink cases of this kind: every orientation, mode and value axis it has, each with
    /// the extreme shapes. One exhaustive switch, so a new kind does not compile without cases.
    var inkCases: [InkCase] {
        switch self {
        case .line: InkCases.points(self, axes: [[], ["--y-log"]], slots: false)
        case .scatter: InkCases.points(self, axes: [[], ["--y-log"], ["--x-log", "--y-log"]], slots: false)
        case .discrete: InkCases.points(self, axes: [[], ["--y-log"]], slots: true)
        case .bar: InkCases.bars
        case .hist: InkCases.hist
        case .pie: InkCases.pie
        case .area: InkCases.points(self, axes: [[], ["--y-log"]], slots: false)
        case .box: InkCases.boxes
        case .heatmap: InkCases.heatmap
        }
    }
}

/// The cases themselves, by the family of marks they draw.
enum InkCases {
    /// Boxes: both orientations, linear and log value axes; boxes of one value (no height), all
    /// values equal at the log floor, one huge box among tiny ones, 20 series side by side.
    static var boxes: [InkCase] {
        typealias Box = (category: Int, series: Int, values: [Double])
        let huge: [Box] = (0..<12).map { (category: $0, series: 0, values: [$0 == 5 ? 1_000_000 : 1]) }
        let floor: [Box] = (0..<6).map { (category: $0, series: 0, values: $0 % 2 == 0 ? [1, 1, 1] : [1, 10, 100, 1000]) }
        let many: [Box] = (0..<40).map { index in
            let level = InkShape.manyOnLog(20, rows: 1)[index / 2][0]
            return (category: index % 2, series: index / 2, values: [level, level * 1.1, level * 1.2])
        }
        let shapes: [(String, [Box])] = [("one huge value among tiny ones", huge), ("values at the log axis floor", floor), ("20 series", many)]
        return [[], ["--horizontal"]].flatMap { orientation in
            [[], ["--y-log"]].flatMap { axis in
                shapes.map { shape, boxes in
                    var input = "c,k,v\n"
                    for box in boxes {
                        for value in box.values { input += "c\(box.category + 1),s\(box.series + 1),\(InkCase.number(value))\n" }
                    }
                    return InkCase(
                        kind: .box, shape: shape, flags: orientation + axis + ["--x", "c", "--series", "k", "--value", "v"], input: input,
                        textSize: "120x80")
                }
            }
        }
    }

    /// Lines, markers and discrete points: one series with a huge value, one at the floor, 20 series.
    static func points(_ kind: ChartKind, axes: [[String]], slots: Bool) -> [InkCase] {
        axes.flatMap { axis -> [InkCase] in
            let shapes: [(String, [[Double]])] = [
                ("one huge value among tiny ones", [InkShape.hugeAmongTiny]),
                ("values at the log axis floor", [InkShape.atTheFloor]),
                ("20 series", axis.contains("--y-log") ? InkShape.manyOnLog(20) : InkShape.many(20)),
            ]
            return shapes.map { shape, values in
                InkCase(
                    kind: kind, shape: shape, flags: axis + (kind == .line ? ["--points"] : []),
                    input: InkCase.table(values, categories: slots),
                    points: InkCase.points(values, slots: slots), textSize: values.count > 1 ? "120x80" : "120x40")
            }
        }
    }

    /// Bars: both orientations; one series, three grouped, three stacked, 20 grouped; linear and
    /// log value axes where the mode allows a log axis.
    static var bars: [InkCase] {
        [[], ["--horizontal"]].flatMap { orientation -> [InkCase] in
            var cases: [InkCase] = []
            for axis in [[], ["--y-log"]] {
                let flags = orientation + axis
                cases.append(
                    InkCase(
                        kind: .bar, shape: "one huge value among tiny ones", flags: flags,
                        input: InkCase.table([InkShape.hugeAmongTiny], categories: true)))
                cases.append(
                    InkCase(
                        kind: .bar, shape: "values at the log axis floor", flags: flags, input: InkCase.table([InkShape.atTheFloor], categories: true)
                    ))
                cases.append(
                    InkCase(
                        kind: .bar, shape: "three grouped series, tiny and huge", flags: flags,
                        input: InkCase.table(InkShape.threeMixed, categories: true)))
            }
            cases.append(
                InkCase(
                    kind: .bar, shape: "20 grouped series", flags: orientation, input: InkCase.table(InkShape.many(20, rows: 2), categories: true),
                    textSize: "160x120"))
            cases.append(
                InkCase(
                    kind: .bar, shape: "three stacked series, tiny and huge", flags: orientation + ["--stacked"],
                    input: InkCase.table(InkShape.threeMixed, categories: true)))
            cases.append(
                InkCase(
                    kind: .bar, shape: "20 stacked series", flags: orientation + ["--stacked"],
                    input: InkCase.table(InkShape.many(20, rows: 3), categories: true)))
            return cases
        }
    }

    /// Histograms: one series, overlaid, stacked and percent; counts, density and cumulative;
    /// linear and log value axes.
    static var hist: [InkCase] {
        var cases: [InkCase] = []
        for axis in [[], ["--y-log"]] {
            cases.append(InkCase(kind: .hist, shape: "2,000 narrow bins", flags: axis + ["--bin-width", "1"], input: narrowBins))
            cases.append(
                InkCase(
                    kind: .hist, shape: "a lone non-empty bin", flags: axis + ["--range", "0:100", "--bin-width", "5"],
                    input: column("v", Array(repeating: 42, count: 10))))
            cases.append(InkCase(kind: .hist, shape: "one huge bin among tiny ones", flags: axis + ["--bin-width", "1"], input: hugeBin))
            cases.append(InkCase(kind: .hist, shape: "three overlaid series", flags: axis + ["--bin-width", "10"], input: threeSeries))
            cases.append(InkCase(kind: .hist, shape: "one huge bin, cumulative", flags: axis + ["--bin-width", "1", "--cumulative"], input: hugeBin))
        }
        cases.append(InkCase(kind: .hist, shape: "one huge bin, density", flags: ["--bin-width", "1", "--density"], input: hugeBin))
        cases.append(InkCase(kind: .hist, shape: "three stacked series", flags: ["--bin-width", "10", "--stacked"], input: threeSeries))
        cases.append(
            InkCase(
                kind: .hist, shape: "three stacked series in percent", flags: ["--bin-width", "10", "--stacked", "--percent"], input: threeSeries))
        cases.append(InkCase(kind: .hist, shape: "20 overlaid series", flags: ["--bin-width", "10"], input: twentySeries, textSize: "200x80"))
        return cases
    }

    /// Pies and donuts: one huge slice among tiny ones, 20 slices.
    static var pie: [InkCase] {
        [[], ["--donut"]].flatMap { look in
            [
                InkCase(
                    kind: .pie, shape: "one huge slice among tiny ones", flags: look,
                    input: InkCase.table([[1_000_000, 1, 1, 1, 1, 1]], categories: true)),
                InkCase(kind: .pie, shape: "20 slices", flags: look, input: InkCase.table([(1...20).map { Double($0) }], categories: true)),
            ]
        }
    }

    /// Heatmaps: one huge cell among tiny ones (linear and log colours), 20 × 20 categories with
    /// empty cells, binned numbers on a log y.
    static var heatmap: [InkCase] {
        let huge = "x,y,v\n" + (0..<5).flatMap { x in (0..<4).map { y in "c\(x),r\(y),\(x == 2 && y == 1 ? 1_000_000 : 1 + x + y)\n" } }.joined()
        let many = "x,y\n" + (0..<20).flatMap { x in (0..<20).filter { ($0 + x) % 3 != 0 }.map { "c\(x),r\($0)\n" } }.joined()
        let binned = "t,ms\n" + (0..<300).map { "\($0 % 30),\(1 << ($0 % 17))\n" }.joined()
        return [
            InkCase(kind: .heatmap, shape: "one huge value among tiny ones", flags: ["--value", "v", "--agg", "sum"], input: huge),
            InkCase(kind: .heatmap, shape: "one huge value among tiny ones, log colours", flags: ["--value", "v", "--color-log"], input: huge),
            InkCase(kind: .heatmap, shape: "20 x 20 categories with empty cells", flags: [], input: many, textSize: "160x80"),
            InkCase(kind: .heatmap, shape: "log-spaced y bins", flags: ["--y-log", "--color-log"], input: binned, textSize: "160x80"),
        ]
    }

    /// One column of values under `name`.
    static func column(_ name: String, _ values: [Double]) -> String {
        name + "\n" + values.map { InkCase.number($0) + "\n" }.joined()
    }

    /// 2,000 values, one in each of 2,000 bins (0.36 px wide at 800x500).
    static let narrowBins = column("v", (0..<2000).map { Double($0) + 0.5 })
    /// 5,000 values in one bin beside bins of one value each.
    static let hugeBin = column("v", Array(repeating: 50.5, count: 5000) + (0..<40).map { Double($0) + 0.5 })
    /// Three overlapping series of different sizes (60, 120 and 180 values), so no two
    /// overlaid bars of a bin are the same height: a over [0, 60), b over [20, 80) twice as
    /// dense, c over [40, 70) six times.
    static let threeSeries =
        "a,b,c\n" + (0..<180).map { "\($0 < 60 ? String($0) : ""),\($0 < 120 ? String(20 + $0 / 2) : ""),\(40 + $0 / 6)\n" }.joined()
    /// 20 series, each a narrow lump of its own: series s over [10·s, 10·s + 9].
    static let twentySeries =
        (1...20).map { "s\($0)" }.joined(separator: ",") + "\n"
        + (0..<10).map { row in (0..<20).map { String(10 * $0 + row) }.joined(separator: ",") + "\n" }.joined()
}
