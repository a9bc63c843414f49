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
        }
    }
}

/// The cases themselves, by the family of marks they draw.
enum InkCases {
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
